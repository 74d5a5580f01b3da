import { useState } from "react";
import { BrandMark } from "@/components/brand-mark";

interface SiteLogoProps {
  siteName: string;
  logoUrl: string | null;
  className?: string;
}

/** The logo image, or the product's mark and the site name as text when there is none or it fails to load. */
export function SiteLogo({ siteName, logoUrl, className = "site-logo" }: SiteLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (logoUrl && failedUrl !== logoUrl) {
    return (
      <img className={`${className} site-logo-image`} src={logoUrl} alt={siteName} onError={() => setFailedUrl(logoUrl)} />
    );
  }
  return (
    <span className={`${className} site-logo-text`}>
      <BrandMark />
      {siteName}
    </span>
  );
}
