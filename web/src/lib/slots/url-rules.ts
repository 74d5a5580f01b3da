/**
 * Client-side marketplace URL rules (spec part 1 §5), mirroring `common/src/slots/url.rs` so a person
 * sees the problem before sending. The server stays the authority: it checks again and its message
 * is what the forms finally show. Spaces are removed and everything from `&q=` on is cut as one types
 * or pastes; addresses are displayed up to the `vendorItemId` value. Both sides run the case table
 * `common/fixtures/url_cases.json`, messages included, so they cannot drift.
 */
import { settingsDefaults } from "@/lib/settings-defaults";
import { urlMessages as messages } from "@/lib/slots/messages";

/** The marketplace until the public settings name one (the api's `MARKETPLACE_DOMAIN` default). */
export const DEFAULT_MARKETPLACE_DOMAIN = settingsDefaults.marketplaceDomain;

const PRODUCT_PATH = /^\/vp\/products\/\d{1,18}\/*$/;
const DIGITS = /^\d{1,18}$/;

/**
 * Unicode White_Space, which Rust's `char::is_whitespace` removes: JavaScript's `\s` would also take
 * U+FEFF and miss U+0085, and the two sides must clean an address alike.
 */
const WHITE_SPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/g;

/** Removes white space anywhere and cuts before `&q=` (search-page tracking parameters). */
export function cleanUrl(raw: string): string {
  const compact = raw.replace(WHITE_SPACE, "");
  const cut = compact.indexOf("&q=");
  return cut >= 0 ? compact.slice(0, cut) : compact;
}

/** How an address is shown: cut after the `vendorItemId` parameter's digits. */
export function displayUrl(url: string): string {
  const marker = "vendorItemId=";
  const start = url.indexOf(marker);
  if (start < 0) return url;
  let end = start + marker.length;
  while (end < url.length && url[end] >= "0" && url[end] <= "9") end += 1;
  return url.slice(0, end);
}

/** True for http:// or https:// (any case). */
export function hasHttpProtocol(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * The first broken rule of `raw` as a Korean message, or null when the address is a product page on
 * `domain`: required, protocol, a parsable address with a dotted host, the marketplace domain (or a
 * subdomain), the /vp/products/{digits} path, numeric itemId and vendorItemId.
 */
export function productUrlProblem(raw: string, domain: string = DEFAULT_MARKETPLACE_DOMAIN): string | null {
  const url = cleanUrl(raw);
  if (!url) return messages.required;
  if (!hasHttpProtocol(url)) return messages.protocol;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return messages.invalid;
  }
  const host = parsed.hostname.toLowerCase();
  if (!host.includes(".")) return messages.invalid;
  const market = domain.replace(/^\.+/, "").toLowerCase();
  if (host !== market && !host.endsWith(`.${market}`)) return messages.marketplaceOnly(market);
  if (!PRODUCT_PATH.test(parsed.pathname)) return messages.productPath;
  const itemId = parsed.searchParams.get("itemId") ?? "";
  const vendorItemId = parsed.searchParams.get("vendorItemId") ?? "";
  if (!DIGITS.test(itemId) || !DIGITS.test(vendorItemId)) return messages.itemIds;
  return null;
}
