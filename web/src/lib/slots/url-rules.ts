/**
 * Client-side marketplace URL rules (spec part 1 §5), mirroring `common/src/slots/url.rs` so a person
 * sees the problem before sending. The server stays the authority: it checks again and its message
 * is what the forms finally show. Spaces are removed and everything from `&q=` on is cut as one types
 * or pastes; addresses are displayed up to the `vendorItemId` value. Both sides run the case table
 * `common/fixtures/url_cases.json`, messages included, so they cannot drift.
 */
import { settingsDefaults } from "@/lib/settings-defaults";
import { marketplaceNames, urlMessages as messages } from "@/lib/slots/messages";

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
  if (isNaverHost(host)) return messages.otherMarketplace(marketplaceNames.coupang, marketplaceNames.naver);
  const market = domain.replace(/^\.+/, "").toLowerCase();
  if (host !== market && !host.endsWith(`.${market}`)) return messages.marketplaceOnly(market);
  if (!PRODUCT_PATH.test(parsed.pathname)) return messages.productPath;
  const itemId = parsed.searchParams.get("itemId") ?? "";
  const vendorItemId = parsed.searchParams.get("vendorItemId") ?? "";
  if (!DIGITS.test(itemId) || !DIGITS.test(vendorItemId)) return messages.itemIds;
  return null;
}

/*
 * Naver Shopping (issue 39), mirroring `common/src/slots/naver_url.rs`: a MID of digits, and an
 * optional store, brand-store or catalog page; a catalog page gives the MID and must agree with a
 * typed one; naver.me short links and the other marketplace's addresses are refused by name. The
 * shared case table (`common/fixtures/url_cases.json`, `marketplace: naver`) runs on both sides.
 */
const MID = /^\d{1,18}$/;
const STORE_HOSTS = ["smartstore.naver.com", "m.smartstore.naver.com", "brand.naver.com"];
const CATALOG_HOSTS = ["search.shopping.naver.com", "m.search.shopping.naver.com", "msearch.shopping.naver.com"];

const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** Whether `host` is a Naver address (any of its services). */
export function isNaverHost(host: string): boolean {
  return onDomain(host, "naver.com") || onDomain(host, "naver.me");
}

/** A checked Naver product: its MID and its address as stored (null when none was given). */
export interface NaverProduct {
  mid: string;
  url: string | null;
}

/** `rawMid` and `rawUrl` of a Naver slot as the server takes them, or the first broken rule's message. */
export function naverProduct(rawMid: string, rawUrl: string, coupangDomain: string = DEFAULT_MARKETPLACE_DOMAIN): NaverProduct | { problem: string } {
  const typed = rawMid.replace(WHITE_SPACE, "");
  if (typed && !MID.test(typed)) return { problem: messages.naverMidInvalid };
  const cleaned = rawUrl.replace(WHITE_SPACE, "");
  if (!cleaned) return typed ? { mid: typed, url: null } : { problem: messages.naverMidRequired };
  if (!hasHttpProtocol(cleaned)) return { problem: messages.protocol };
  let parsed: URL;
  try {
    parsed = new URL(cleaned);
  } catch {
    return { problem: messages.invalid };
  }
  const host = parsed.hostname.toLowerCase();
  if (!host.includes(".")) return { problem: messages.invalid };
  if (onDomain(host, "naver.me")) return { problem: messages.naverShortLink };
  if (onDomain(host, coupangDomain.replace(/^\.+/, "").toLowerCase())) {
    return { problem: messages.otherMarketplace(marketplaceNames.naver, marketplaceNames.coupang) };
  }
  const segments = parsed.pathname.split("/").filter(Boolean);
  let catalogMid: string | null = null;
  if (segments.length === 2 && segments[0] === "catalog" && CATALOG_HOSTS.includes(host) && MID.test(segments[1])) {
    catalogMid = segments[1];
  } else if (!(segments.length === 3 && segments[1] === "products" && STORE_HOSTS.includes(host) && /^\d+$/.test(segments[2]))) {
    return { problem: messages.naverNotProductPage };
  }
  parsed.search = "";
  parsed.hash = "";
  const url = parsed.toString();
  if (catalogMid !== null && typed && catalogMid !== typed) return { problem: messages.naverMidMismatch(catalogMid) };
  const mid = catalogMid ?? typed;
  return mid ? { mid, url } : { problem: messages.naverMidRequired };
}
