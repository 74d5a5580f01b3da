import { useState } from "react";
import { productImageUrl } from "@/lib/slots/format";
import { thumbnailMessages } from "@/lib/slots/messages";

interface SlotThumbnailProps {
  src: string | null | undefined;
  /** Product name or keyword, for the alt text. */
  name?: string | null;
  size?: "small" | "large";
}

/**
 * The product image, or a neutral placeholder (a grey box with a picture icon) when there is none,
 * the value is not an image address, or it fails to load: never a broken image or a bare number.
 */
export function SlotThumbnail({ src, name, size = "small" }: SlotThumbnailProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const className = `slot-thumbnail slot-thumbnail-${size}`;
  const url = productImageUrl(src);
  if (url && failedSrc !== url) {
    return (
      <img
        className={className}
        src={url}
        alt={name ? thumbnailMessages.alt(name) : thumbnailMessages.altDefault}
        loading="lazy"
        onError={() => setFailedSrc(url)}
      />
    );
  }
  return (
    <span className={`${className} slot-thumbnail-placeholder`} role="img" aria-label={thumbnailMessages.placeholder}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M19 5v14H5V5h14m0-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm-4.86 8.86-3 3.87L9 13.14 6 17h12l-3.86-5.14z"
        />
      </svg>
    </span>
  );
}
