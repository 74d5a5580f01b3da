import { describe, expect, it } from "vitest";
import {
  EMPTY_FIELD_FORM,
  fieldFormProblem,
  fieldsChanged,
  moveField,
  newFieldInput,
  parseOptions,
  renumber,
  saveBodyOf,
} from "@/features/field-settings/fields";
import { defaultFieldsFixture } from "@/lib/slots/test-fixtures";

describe("field order", () => {
  const fields = defaultFieldsFixture();

  it("moves a field up or down; the ends stay put", () => {
    const keys = (list: typeof fields) => list.map((field) => field.fieldKey);
    expect(keys(moveField(fields, 2, -1))).toEqual(["keywords", "mid", "landingUrl"]);
    expect(keys(moveField(fields, 0, 1))).toEqual(["landingUrl", "keywords", "mid"]);
    expect(keys(moveField(fields, 0, -1))).toEqual(["keywords", "landingUrl", "mid"]);
    expect(keys(moveField(fields, 2, 1))).toEqual(["keywords", "landingUrl", "mid"]);
  });

  it("saving renumbers displayOrder from 1 in list order and sends every field", () => {
    const gappy = [
      { ...fields[2], displayOrder: 30 },
      { ...fields[0], displayOrder: 10 },
      { ...fields[1], displayOrder: 20 },
    ];
    const body = saveBodyOf(gappy);
    expect(body.map((field) => [field.fieldKey, field.displayOrder])).toEqual([
      ["mid", 1],
      ["keywords", 2],
      ["landingUrl", 3],
    ]);
    expect(body[0]).toMatchObject({ id: fields[2].id, label: "MID", isEnabled: true, options: [] });
    expect(renumber([{ displayOrder: 9 }, { displayOrder: 2 }])).toEqual([{ displayOrder: 1 }, { displayOrder: 2 }]);
  });

  it("knows when the list differs from the server's", () => {
    expect(fieldsChanged(fields, fields)).toBe(false);
    expect(fieldsChanged(moveField(fields, 0, 1), fields)).toBe(true);
    expect(fieldsChanged(fields.map((field, i) => (i === 2 ? { ...field, isEnabled: false } : field)), fields)).toBe(true);
  });
});

describe("adding a field", () => {
  const check = (fieldKey: string, label = "광고 문구", existingKeys: string[] = ["keywords"]) =>
    fieldFormProblem({ ...EMPTY_FIELD_FORM, fieldKey, label }, { isNew: true, existingKeys })?.message ?? null;

  it("key and label are required", () => {
    expect(check("", "광고 문구")).toBe("필드 키와 라벨은 필수입니다.");
    expect(check("adText", " ")).toBe("필드 키와 라벨은 필수입니다.");
  });

  it("the key starts with a letter and has letters, digits and underscores only", () => {
    expect(check("1text")).toBe("필드 키는 영문으로 시작하고 영문, 숫자, 밑줄만 사용할 수 있습니다.");
    expect(check("ad-text")).toBe("필드 키는 영문으로 시작하고 영문, 숫자, 밑줄만 사용할 수 있습니다.");
    expect(check("ad_text_2")).toBeNull();
  });

  it("the derived URL keys and taken keys are refused", () => {
    for (const key of ["url_product_id", "url_item_id", "url_vendor_item_id"]) expect(check(key)).toContain(key);
    expect(check("keywords")).toBe("이미 있는 필드 키입니다.");
  });

  it("a select needs options; options are one per line", () => {
    const form = { ...EMPTY_FIELD_FORM, fieldKey: "color", label: "색상", fieldType: "select" as const };
    expect(fieldFormProblem(form, { isNew: true, existingKeys: [] })?.message).toBe("선택 목록 유형에는 선택 항목을 하나 이상 입력해 주세요.");
    expect(parseOptions(" 빨강\n파랑, 초록\n\n빨강 ")).toEqual(["빨강", "파랑", "초록"]);
    expect(newFieldInput({ ...form, optionsText: "빨강\n파랑", placeholder: " " }, 4)).toMatchObject({
      fieldKey: "color",
      fieldType: "select",
      options: ["빨강", "파랑"],
      placeholder: null,
      displayOrder: 4,
      isEnabled: true,
    });
  });
});
