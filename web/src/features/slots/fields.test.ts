import { describe, expect, it } from "vitest";
import { bulkChanges, bulkEditProblem, bulkListPreview, bulkUpdates, EMPTY_BULK_VALUES } from "@/features/slots/bulk-edit";
import {
  bulkEditExtraFields,
  initialFieldValues,
  listColumnsOrFallback,
  splitFieldValues,
  validateFields,
} from "@/features/slots/fields";
import { defaultFieldsFixture, fieldFixture, slotFixture } from "@/lib/slots/test-fixtures";
import { enabledFields } from "@/lib/slots/fields";

const URL = "https://www.coupang.com/vp/products/1?itemId=2&vendorItemId=3";
const fields = [
  ...defaultFieldsFixture(),
  fieldFixture({ fieldKey: "adText", label: "광고 문구", displayOrder: 4 }),
  fieldFixture({ fieldKey: "budget", label: "예산", fieldType: "number", displayOrder: 5, showInList: false }),
  fieldFixture({ fieldKey: "url_item_id", label: "아이템 ID", displayOrder: 6 }),
  fieldFixture({ fieldKey: "off", label: "꺼짐", isEnabled: false, displayOrder: 0 }),
];

describe("configured fields", () => {
  it("forms use enabled fields in display order, never the derived ids", () => {
    expect(enabledFields(fields).map((field) => field.fieldKey)).toEqual(["keywords", "landingUrl", "mid", "adText", "budget"]);
  });

  it("list columns are the enabled showInList ones, else keyword and URL", () => {
    const labels = { keyword: "키워드", url: "URL" };
    expect(listColumnsOrFallback(fields, labels).map((column) => column.fieldKey)).toEqual(["keywords", "landingUrl", "mid", "adText"]);
    expect(listColumnsOrFallback([], labels).map((column) => column.label)).toEqual(["키워드", "URL"]);
  });

  it("values come from the slot: keyword, url and mid of its own, the rest from customFields", () => {
    const slot = slotFixture({ keyword: "마우스", url: URL, mid: "m1", customFields: { adText: "특가", budget: 3000 } });
    expect(initialFieldValues(enabledFields(fields), slot)).toEqual({
      keywords: "마우스", landingUrl: URL, mid: "m1", adText: "특가", budget: "3000",
    });
  });

  it("required, URL and number checks give Korean messages in field order", () => {
    const form = enabledFields(fields);
    const values = initialFieldValues(form);
    expect(validateFields(form, values, { domain: "coupang.com" })).toEqual({ fieldKey: "keywords", message: "키워드은(는) 필수 항목입니다." });
    values.keywords = "마우스";
    values.landingUrl = "www.coupang.com";
    expect(validateFields(form, values, { domain: "coupang.com" })?.message).toBe("URL은 http:// 또는 https://로 시작해야 합니다.");
    values.landingUrl = URL;
    values.budget = "많이";
    expect(validateFields(form, values, { domain: "coupang.com" })?.message).toBe("예산은(는) 숫자로 입력해 주세요.");
    values.budget = "";
    expect(validateFields(form, values, { domain: "coupang.com" })).toBeNull();
  });

  it("fill needs at least one value", () => {
    const optional = [fieldFixture({ fieldKey: "mid", label: "MID" })];
    expect(validateFields(optional, { mid: " " }, { domain: "coupang.com", requireAny: true })?.message).toBe(
      "입력된 내용이 없습니다. 하나 이상의 항목을 입력해 주세요.",
    );
  });

  it("splits keyword, URL and MID from the custom fields; an edit keeps what is not configured", () => {
    const form = enabledFields(fields);
    const split = splitFieldValues(form, { keywords: " 마우스 ", landingUrl: `${URL}&q=x`, mid: "", adText: "특가", budget: "" });
    expect(split).toEqual({ keyword: "마우스", url: URL, mid: "", customFields: { adText: "특가" } });
    const slot = slotFixture({ keyword: "원래", url: URL, mid: "m1" });
    expect(splitFieldValues([fields[3]], { adText: "" }, { fallback: slot, keepBlank: true })).toEqual({
      keyword: "원래", url: URL, mid: "m1", customFields: { adText: "" },
    });
  });
});

describe("bulk edit", () => {
  const labels = { keyword: "키워드", url: "URL" };

  it("needs keyword or URL; blank means no change", () => {
    expect(bulkEditProblem(EMPTY_BULK_VALUES, "coupang.com")?.message).toBe("키워드 또는 URL 중 하나 이상 입력해 주세요.");
    const values = { keyword: "새 키워드", url: "", extra: { mid: "", adText: "문구" } };
    expect(bulkEditProblem(values, "coupang.com")).toBeNull();
    const changes = bulkChanges(values, bulkEditExtraFields(fields), labels);
    expect(bulkUpdates(changes)).toEqual({ keyword: "새 키워드", adText: "문구" });
  });

  it("URL messages: marketplace-only for another http site, protocol for plain text", () => {
    expect(bulkEditProblem({ ...EMPTY_BULK_VALUES, url: "https://shop.example.com/p/1" }, "coupang.com")).toEqual({
      field: "url", message: "coupang.com 상품 URL만 등록할 수 있습니다.",
    });
    expect(bulkEditProblem({ ...EMPTY_BULK_VALUES, url: "상품주소" }, "coupang.com")?.message).toBe(
      "URL은 http:// 또는 https://로 시작해야 합니다.",
    );
  });

  it("lists 50 selected slots then the rest as a count", () => {
    const slots = Array.from({ length: 53 }, (_, index) => slotFixture({ id: 1000 + index }));
    const preview = bulkListPreview(slots);
    expect([preview.shown.length, preview.rest]).toEqual([50, 3]);
  });

  it("offers the enabled plain-text fields besides keyword and URL", () => {
    expect(bulkEditExtraFields(fields).map((field) => field.fieldKey)).toEqual(["mid", "adText"]);
  });
});
