import { useState } from "react";
import { thumbnailMessages } from "@/lib/slots/messages";

interface SlotThumbnailProps {
  src: string | null | undefined;
  /** Product name or keyword, for the alt text. */
  name?: string | null;
  size?: "small" | "large";
}

/** The product image, or a placeholder when there is none or it fails to load. */
export function SlotThumbnail({ src, name, size = "small" }: SlotThumbnailProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const className = `slot-thumbnail slot-thumbnail-${size}`;
  if (src && src.trim() && failedSrc !== src) {
    return (
      <img
        className={className}
        src={src}
        alt={name ? thumbnailMessages.alt(name) : thumbnailMessages.altDefault}
        loading="lazy"
        onError={() => setFailedSrc(src)}
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
