import { describe, expect, it } from "vitest";
import table from "../../../../common/fixtures/url_cases.json";
import { urlMessages } from "@/lib/slots/messages";
import { cleanUrl, displayUrl, naverProduct, productUrlProblem } from "@/lib/slots/url-rules";

interface UrlCase {
  name: string;
  /** Absent: a Coupang case. */
  marketplace?: "naver";
  input: string;
  mid?: string;
  domain: string;
  /** The ids are checked by the Rust side only (18 digits are past JavaScript's exact integers). */
  ok?: { url: string; productId: number; itemId: number; vendorItemId: number } | { mid: string; url: string | null };
  error?: string;
}

const all = (table as { cases: UrlCase[] }).cases;
const cases = all.filter((testCase) => testCase.marketplace === undefined);
const naverCases = all.filter((testCase) => testCase.marketplace === "naver");

describe("the shared URL case table (common/fixtures/url_cases.json), Naver Shopping", () => {
  it.each(naverCases.map((testCase) => [testCase.name, testCase] as const))("%s", (_name, testCase) => {
    const got = naverProduct(testCase.mid ?? "", testCase.input, testCase.domain);
    expect(got).toEqual(testCase.ok ?? { problem: testCase.error });
  });
});

describe("the shared URL case table (common/fixtures/url_cases.json)", () => {
  it.each(cases.map((testCase) => [testCase.name, testCase] as const))("%s", (_name, testCase) => {
    if (testCase.ok) {
      expect(productUrlProblem(testCase.input, testCase.domain)).toBeNull();
      expect(cleanUrl(testCase.input)).toBe(testCase.ok.url);
    } else {
      expect(productUrlProblem(testCase.input, testCase.domain)).toBe(testCase.error);
    }
  });

  it("has every message of the catalogue, word for word", () => {
    const inTable = new Set(all.map((testCase) => testCase.error));
    const catalogue = [
      urlMessages.required,
      urlMessages.protocol,
      urlMessages.invalid,
      urlMessages.marketplaceOnly("coupang.com"),
      urlMessages.productPath,
      urlMessages.itemIds,
      urlMessages.otherMarketplace("쿠팡", "네이버 쇼핑"),
      urlMessages.otherMarketplace("네이버 쇼핑", "쿠팡"),
      urlMessages.naverMidRequired,
      urlMessages.naverMidInvalid,
      urlMessages.naverMidMismatch("51234567890"),
      urlMessages.naverShortLink,
      urlMessages.naverNotProductPage,
    ];
    expect(catalogue.filter((message) => !inTable.has(message))).toEqual([]);
  });
});

describe("cleaning what is typed or pasted", () => {
  it("removes spaces anywhere and cuts before &q=", () => {
    expect(cleanUrl(" a b&q=c&d=e ")).toBe("ab");
  });

  it("shows addresses only up to the vendorItemId value", () => {
    expect(displayUrl("https://www.coupang.com/vp/products/1?itemId=2&vendorItemId=3&traceId=abc")).toBe(
      "https://www.coupang.com/vp/products/1?itemId=2&vendorItemId=3",
    );
    expect(displayUrl("https://www.coupang.com/vp/products/1?vendorItemId=3")).toBe("https://www.coupang.com/vp/products/1?vendorItemId=3");
    expect(displayUrl("https://x.test/")).toBe("https://x.test/");
  });
});
