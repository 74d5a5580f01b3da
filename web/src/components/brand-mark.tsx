/**
 * The product's mark before a text logo: a slot's frame holding three rising bars (a rank going
 * up), drawn in currentColor so each theme colours it (`.site-logo-mark`, the theme's primary).
 * Decoration only: the site name beside it is the link's name.
 */
export function BrandMark({ className = "site-logo-mark" }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" data-testid="brand-mark">
      <rect x="2.5" y="2.5" width="19" height="19" rx="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="6.5" y="13" width="3" height="5" rx="1" fill="currentColor" />
      <rect x="10.5" y="10" width="3" height="8" rx="1" fill="currentColor" />
      <rect x="14.5" y="6.5" width="3" height="11.5" rx="1" fill="currentColor" />
    </svg>
  );
}
