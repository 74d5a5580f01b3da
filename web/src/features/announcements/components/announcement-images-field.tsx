import { useEffect, useId, useRef, type ChangeEvent } from "react";
import { FieldLabel } from "@/components/text-field";
import { useToast } from "@/components/toast";
import { uploadImage } from "@/features/announcements/api";
import { announcementMessages as m } from "@/features/announcements/messages";
import { MAX_IMAGES, MAX_UPLOAD_BYTES, imageAddresses, isImageAddress, withImage } from "@/features/announcements/rules";
import { errorMessageOf } from "@/lib/api-client";

interface AnnouncementImagesFieldProps {
  /** The form's field id prefix (the textarea is `${idPrefix}-images`, which the form focuses). */
  idPrefix: string;
  /** One address a line. */
  images: string;
  invalid: boolean;
  uploading: boolean;
  disabled: boolean;
  onChange: (images: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * The announcement's images: addresses one a line, an upload button that adds the stored image's
 * address (the server decides by the bytes whether it is an image; its Korean refusal is shown
 * as a toast), and thumbnails of what will be shown.
 */
export function AnnouncementImagesField({ idPrefix, images, invalid, uploading, disabled, onChange, onUploadingChange }: AnnouncementImagesFieldProps) {
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const helpId = useId();
  const addresses = imageAddresses(images);
  const full = addresses.length >= MAX_IMAGES;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // the same file can be chosen again
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      toast.error(m.imageTooBig);
      return;
    }
    onUploadingChange(true);
    try {
      const stored = await uploadImage(file);
      onChange(withImage(images, stored.url));
      toast.success(m.imageUploaded);
    } catch (caught) {
      toast.error(errorMessageOf(caught, m.uploadFailed));
    } finally {
      refocus.current = true;
      onUploadingChange(false);
    }
  };

  // The button was disabled while it worked, which drops focus: a keyboard user stays on it. Once
  // the enabled button is rendered, not before (a disabled one cannot take focus).
  useEffect(() => {
    if (uploading || !refocus.current) return;
    refocus.current = false;
    buttonRef.current?.focus();
  }, [uploading]);

  return (
    <div className="field">
      <FieldLabel htmlFor={`${idPrefix}-images`} label={m.fieldImages}>
        <button ref={buttonRef} type="button" className="button button-secondary button-small announcement-upload-button" aria-describedby={helpId}
          disabled={disabled || uploading || full} aria-busy={uploading || undefined} onClick={() => inputRef.current?.click()}>
          {uploading ? m.uploadingImage : m.uploadImage}
        </button>
        <input ref={inputRef} type="file" accept="image/*" hidden data-testid="announcement-image-input" onChange={(event) => void upload(event)} />
      </FieldLabel>
      <textarea id={`${idPrefix}-images`} className="input" rows={2} value={images} aria-invalid={invalid || undefined}
        aria-describedby={`${idPrefix}-images-help ${helpId}`} onChange={(e) => onChange(e.target.value)} />
      <p id={`${idPrefix}-images-help`} className="field-hint">{m.fieldImagesHelp(MAX_IMAGES)}</p>
      <p id={helpId} className="field-hint">{m.uploadHelp}</p>
      {addresses.some(isImageAddress) && (
        <ul className="announcement-thumbnails" aria-label={m.imagePreviews}>
          {addresses.map((src, index) =>
            isImageAddress(src) ? (
              <li key={`${index}-${src}`}>
                <img src={src} alt={m.imagePreview(index + 1)} loading="lazy" referrerPolicy="no-referrer" />
              </li>
            ) : null,
          )}
        </ul>
      )}
    </div>
  );
}
