import { describe, expect, it } from "vitest";
import { adminEditFormOf, adminUpdateBody, changesKeywordOrUrl, dynamicColumns } from "@/features/admin-slots/edit-form";
import { defaultFieldsFixture, fieldFixture, slotFixture } from "@/lib/slots/test-fixtures";
import { cleanUrl } from "@/lib/slots/url-rules";

describe("operator edit", () => {
  it("list columns skip keyword, URL, MID, derived keys and disabled or unlisted fields", () => {
    const configs = [
      ...defaultFieldsFixture(),
      fieldFixture({ fieldKey: "adText", label: "광고 문구", displayOrder: 5 }),
      fieldFixture({ fieldKey: "memo", label: "메모", displayOrder: 4, showInList: false }),
      fieldFixture({ fieldKey: "off", label: "끔", displayOrder: 6, isEnabled: false }),
      fieldFixture({ fieldKey: "url_item_id", label: "itemId", displayOrder: 7 }),
    ];
    expect(dynamicColumns(configs).map((field) => field.fieldKey)).toEqual(["adText"]);
  });

  it("sends keyword, url, mid and dynamic values in customFields, the period only when changed", () => {
    const slot = slotFixture({ id: 1, mid: "m1", customFields: { adText: "세일" } });
    const fields = [fieldFixture({ fieldKey: "adText", label: "광고 문구" })];
    const form = adminEditFormOf(slot, fields);
    expect(adminUpdateBody(slot, form, fields)).toEqual({
      customFields: { keyword: slot.keyword, url: slot.url, mid: "m1", adText: "세일" },
    });
    expect(changesKeywordOrUrl(slot, form)).toBe(false);
    const changed = { ...form, url: ` ${slot.url}&q=abc`, endDate: "2026-12-31" };
    expect(changesKeywordOrUrl(slot, changed)).toBe(false);
    expect(adminUpdateBody(slot, changed, fields)).toMatchObject({ endDate: "2026-12-31" });
    expect(changesKeywordOrUrl(slot, { ...form, keyword: "새 키워드" })).toBe(true);
    expect(cleanUrl(" https://a.com/x?itemId=1 &q=z")).toBe("https://a.com/x?itemId=1");
  });
});
