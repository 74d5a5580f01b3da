import { describe, expect, it } from "vitest";
import { checkForm, confirmText, effectiveEnd, endFor, initialForm } from "@/features/pre-allocation/form";

const TODAY = "2026-11-24";

describe("the pre-allocation form", () => {
  it("opens with the slot screen's defaults: 10 slots, today to 7 days later", () => {
    expect(initialForm("slots", TODAY, 25, null)).toMatchObject({ slotCount: "10", startDate: TODAY, endDate: "2026-12-01", userId: null });
  });

  it("opens with the user variant's defaults: defaultSlotAllocation slots over 10 days", () => {
    expect(initialForm("user", TODAY, 25, 7)).toMatchObject({ slotCount: "25", startDate: TODAY, endDate: "2026-12-03", userId: 7 });
  });

  it("makes a duration's end the start plus the days minus one", () => {
    expect(endFor(TODAY, 1)).toBe(TODAY);
    expect(endFor(TODAY, 7)).toBe("2026-11-30");
    expect(endFor("2026-12-30", 3)).toBe("2027-01-01");
  });

  it("sends a test issue free over three days", () => {
    const form = { ...initialForm("slots", TODAY, 10, 3), isTest: true, amount: "50000" };
    expect(effectiveEnd(form)).toBe("2026-11-26");
    const check = checkForm(form, "slots");
    expect(check.ok && check.body).toMatchObject({ endDate: "2026-11-26", amount: 0, isTest: true });
  });

  it("names the first problem by field", () => {
    const ok = initialForm("slots", TODAY, 10, 3);
    const problem = (patch: object, variant: "slots" | "user" = "slots") => {
      const check = checkForm({ ...ok, ...patch }, variant);
      return check.ok ? null : [check.field, check.message];
    };
    expect(problem({ userId: null })).toEqual(["userId", "광고주를 선택해 주세요."]);
    expect(problem({ slotCount: "0" })).toEqual(["slotCount", "슬롯 개수는 1개 이상이어야 합니다."]);
    expect(problem({ slotCount: "101" })).toEqual(["slotCount", "슬롯 개수는 100개를 초과할 수 없습니다."]);
    expect(problem({ slotCount: "1000" }, "user")).toBeNull();
    expect(problem({ slotCount: "1001" }, "user")).toEqual(["slotCount", "슬롯 개수는 1000개를 초과할 수 없습니다."]);
    expect(problem({ startDate: "" })).toEqual(["startDate", "시작일을 입력해 주세요."]);
    expect(problem({ endDate: "" })).toEqual(["endDate", "종료일을 입력해 주세요."]);
    expect(problem({ endDate: "2026-11-23" })).toEqual(["endDate", "종료일은 시작일과 같거나 그 이후여야 합니다."]);
    expect(problem({ workCount: "-1" })).toEqual(["workCount", "작업 수는 0 이상이어야 합니다."]);
    expect(problem({ amount: "-5" })).toEqual(["amount", "금액은 0원 이상이어야 합니다."]);
  });

  it("reads numbers with thousands separators and sends the body", () => {
    const check = checkForm({ ...initialForm("user", TODAY, 10, 3), amount: "1,500,000", description: "  11월 " }, "user");
    expect(check).toEqual({
      ok: true,
      userId: 3,
      body: { slotCount: 10, startDate: TODAY, endDate: "2026-12-03", workCount: 0, amount: 1_500_000, description: "11월", isTest: false },
    });
  });

  it("asks to create N empty slots for the period", () => {
    expect(confirmText({ slotCount: 5, startDate: TODAY, endDate: "2026-11-30" })).toBe(
      "5개의 빈 슬롯을 2026-11-24 ~ 2026-11-30 기간으로 발행하시겠습니까?",
    );
  });
});
