import { describe, expect, it } from "vitest";
import { ERRORS_SHOWN, FAILURES_SHOWN, firstWithMore } from "@/features/slots/bulk/lists";
import { cellProblem, isIsoDate, keywordsOf, problemLine, rowValidator } from "@/features/slots/bulk/validation";
import type { FieldConfig } from "@/lib/slots/api";
import { defaultFieldsFixture } from "@/lib/slots/test-fixtures";

const GOOD_URL = "https://www.coupang.com/vp/products/123?itemId=456&vendorItemId=789";

function field(overrides: Partial<FieldConfig>): FieldConfig {
  return { ...defaultFieldsFixture()[0], isRequired: false, options: [], ...overrides };
}

const keywords = field({ fieldKey: "keywords", label: "키워드", fieldType: "text" });
const landingUrl = field({ fieldKey: "landingUrl", label: "랜딩 URL", fieldType: "url" });

describe("a cell's rules (spec part 2 §5)", () => {
  it("keyword and URL are required in every non-empty row, configured or not", () => {
    expect(cellProblem(keywords, " ", "coupang.com")).toBe("키워드은(는) 필수 항목입니다.");
    expect(cellProblem(landingUrl, "", "coupang.com")).toBe("랜딩 URL은(는) 필수 항목입니다.");
    expect(cellProblem(keywords, " , ,", "coupang.com")).toBe("키워드은(는) 필수 항목입니다.");
  });

  it("a keywords cell holds up to 10 keywords, repeats and blanks between commas not counted", () => {
    const ten = Array.from({ length: 10 }, (_, index) => `키워드${index}`).join(", ");
    expect(cellProblem(keywords, ten, "coupang.com")).toBeNull();
    expect(cellProblem(keywords, `${ten}, 키워드0,,`, "coupang.com")).toBeNull();
    expect(cellProblem(keywords, `${ten}, 하나 더`, "coupang.com")).toBe("키워드는 최대 10개까지 입력할 수 있습니다.");
    expect(cellProblem(keywords, "가".repeat(101), "coupang.com")).toBe("키워드는 100자 이하로 입력해 주세요.");
    expect(keywordsOf(" 무선 이어폰 ,블루투스, 무선 이어폰,")).toEqual(["무선 이어폰", "블루투스"]);
  });

  it("the landing URL follows the marketplace rules", () => {
    expect(cellProblem(landingUrl, GOOD_URL, "coupang.com")).toBeNull();
    expect(cellProblem(landingUrl, "coupang.com/vp/products/1", "coupang.com")).toBe("URL은 http:// 또는 https://로 시작해야 합니다.");
    expect(cellProblem(landingUrl, "https://shop.example.com/item/1", "coupang.com")).toBe("coupang.com 상품 URL만 등록할 수 있습니다.");
  });

  it("numbers are digits only, e-mail the simple pattern, URL fields need the protocol, select an option", () => {
    const count = field({ fieldKey: "count", label: "수량", fieldType: "number" });
    expect(cellProblem(count, "120", "coupang.com")).toBeNull();
    expect(cellProblem(count, "1.5", "coupang.com")).toBe("수량은(는) 숫자로 입력해 주세요.");
    expect(cellProblem(count, "-3", "coupang.com")).toBe("수량은(는) 숫자로 입력해 주세요.");
    const email = field({ fieldKey: "contact", label: "담당자 메일", fieldType: "email" });
    expect(cellProblem(email, "a@b.co", "coupang.com")).toBeNull();
    expect(cellProblem(email, "a@b", "coupang.com")).toBe("담당자 메일의 이메일 형식이 올바르지 않습니다.");
    const page = field({ fieldKey: "page", label: "상세 페이지", fieldType: "url" });
    expect(cellProblem(page, "ftp://x", "coupang.com")).toBe("URL은 http:// 또는 https://로 시작해야 합니다.");
    expect(cellProblem(page, "http://x", "coupang.com")).toBeNull();
    const kind = field({ fieldKey: "kind", label: "구분", fieldType: "select", options: ["A", "B"] });
    expect(cellProblem(kind, "B", "coupang.com")).toBeNull();
    expect(cellProblem(kind, "C", "coupang.com")).toBe("구분의 선택 값이 올바르지 않습니다.");
  });

  it("dates are real YYYY-MM-DD days, yes/no is true or false, required configured fields are required", () => {
    const date = field({ fieldKey: "from", label: "시작일", fieldType: "date" });
    expect(cellProblem(date, "2026-02-29", "coupang.com")).toBe("시작일은(는) YYYY-MM-DD 형식의 날짜로 입력해 주세요.");
    expect(isIsoDate("2028-02-29")).toBe(true);
    const flag = field({ fieldKey: "vip", label: "VIP", fieldType: "boolean", isRequired: true });
    expect(cellProblem(flag, "", "coupang.com")).toBeNull();
    expect(cellProblem(flag, "yes", "coupang.com")).toBe("VIP의 선택 값이 올바르지 않습니다.");
    const memo = field({ fieldKey: "memo", label: "메모", fieldType: "text", isRequired: true });
    expect(cellProblem(memo, "", "coupang.com")).toBe("메모은(는) 필수 항목입니다.");
  });
});

describe("checking rows", () => {
  it("skips empty rows and checks a row again only when it changed", () => {
    const validate = rowValidator([keywords, landingUrl], "coupang.com");
    const blank = ["", " "];
    const bad = ["키워드", "nope"];
    expect(validate(blank)).toEqual([]);
    const first = validate(bad);
    expect(first).toEqual([null, "URL은 http:// 또는 https://로 시작해야 합니다."]);
    expect(validate(bad)).toBe(first);
    expect(validate(["키워드", GOOD_URL])).toEqual([null, null]);
  });

  it("words a problem as the list shows it", () => {
    const rowName = (row: number) => `${row + 1}행`;
    expect(problemLine({ row: 2, label: "키워드", message: "키워드은(는) 필수 항목입니다." }, rowName)).toBe("3행 키워드: 키워드은(는) 필수 항목입니다.");
    expect(problemLine({ row: 0, label: null, message: "슬롯을 찾을 수 없습니다." }, rowName)).toBe("1행: 슬롯을 찾을 수 없습니다.");
  });
});

describe("the first N, then and N more", () => {
  it("errors show 5, failures 10", () => {
    const items = Array.from({ length: 12 }, (_, index) => index);
    expect(firstWithMore(items, ERRORS_SHOWN)).toEqual({ shown: [0, 1, 2, 3, 4], more: 7 });
    expect(firstWithMore(items, FAILURES_SHOWN).more).toBe(2);
    expect(firstWithMore(items.slice(0, 3), FAILURES_SHOWN)).toEqual({ shown: [0, 1, 2], more: 0 });
    // The server lists the first 10 failures of 25: the rest count toward "and N more".
    expect(firstWithMore(items.slice(0, 10), FAILURES_SHOWN, 25).more).toBe(15);
  });
});
