import { describe, expect, it } from "vitest";
import { urlMessages as messages } from "@/lib/slots/messages";
import { cleanUrl, displayUrl, productUrlProblem } from "@/lib/slots/url-rules";

describe("cleaning what is typed or pasted", () => {
  it("removes spaces anywhere and cuts before &q=", () => {
    expect(cleanUrl(" a b&q=c&d=e ")).toBe("ab");
    expect(
      cleanUrl(
        "https://www.coupang.com/vp/products/7335597976?itemId=18741704367&vendorItemId=85873964906&q=%ED%82%A4&searchId=0c5b&rank=2",
      ),
    ).toBe("https://www.coupang.com/vp/products/7335597976?itemId=18741704367&vendorItemId=85873964906");
  });

  it("shows addresses only up to the vendorItemId value", () => {
    expect(displayUrl("https://www.coupang.com/vp/products/1?itemId=2&vendorItemId=3&traceId=abc")).toBe(
      "https://www.coupang.com/vp/products/1?itemId=2&vendorItemId=3",
    );
    expect(displayUrl("https://x.test/")).toBe("https://x.test/");
  });
});

describe("marketplace product URL", () => {
  it("accepts product pages on the domain and its subdomains, in any parameter order", () => {
    expect(productUrlProblem("https://www.coupang.com/vp/products/123?itemId=456&vendorItemId=789")).toBeNull();
    expect(productUrlProblem("  https://www.coupang.com/vp/products/123 ?vendorItemId=789&itemId=456 ")).toBeNull();
    expect(productUrlProblem("http://coupang.com/vp/products/1/?itemId=2&vendorItemId=3")).toBeNull();
    expect(productUrlProblem("https://m.coupang.com/vp/products/1?itemId=2&vendorItemId=3")).toBeNull();
  });

  it("gives each broken rule its own message", () => {
    const cases: Array<[string, string]> = [
      ["", messages.required],
      ["   ", messages.required],
      ["www.coupang.com/vp/products/1?itemId=2&vendorItemId=3", messages.protocol],
      ["ftp://www.coupang.com/vp/products/1?itemId=2&vendorItemId=3", messages.protocol],
      ["https://localhost/vp/products/1?itemId=2&vendorItemId=3", messages.invalid],
      ["https://www.notcoupang.com/vp/products/1?itemId=2&vendorItemId=3", messages.marketplaceOnly("coupang.com")],
      ["https://www.coupang.com/np/search?q=mouse", messages.productPath],
      ["https://www.coupang.com/vp/products/12ab?itemId=2&vendorItemId=3", messages.productPath],
      ["https://m.coupang.com/vm/products/1?itemId=2&vendorItemId=3", messages.productPath],
      ["https://www.coupang.com/vp/products/1?itemId=2", messages.itemIds],
      ["https://www.coupang.com/vp/products/1?itemId=x&vendorItemId=3", messages.itemIds],
    ];
    for (const [raw, expected] of cases) expect([raw, productUrlProblem(raw)]).toEqual([raw, expected]);
  });

  it("bulk edit: a non-marketplace http address is marketplace-only, plain text is the protocol message", () => {
    expect(productUrlProblem("https://shop.example.com/vp/products/1?itemId=2&vendorItemId=3")).toBe(
      "coupang.com 상품 URL만 등록할 수 있습니다.",
    );
    expect(productUrlProblem("무선 이어폰")).toBe("URL은 http:// 또는 https://로 시작해야 합니다.");
  });

  it("uses the configured domain", () => {
    expect(productUrlProblem("http://127.0.0.1.nip.io/vp/products/1?itemId=2&vendorItemId=3", "nip.io")).toBeNull();
    expect(productUrlProblem("https://www.coupang.com/vp/products/1?itemId=2&vendorItemId=3", "market.test")).toBe(
      messages.marketplaceOnly("market.test"),
    );
  });
});
