import { describe, expect, it } from "vitest";
import { changesOf, draftOf, editedKeys, fieldsOf, validateDraft, type Draft } from "@/features/settings/form";
import { object, topic } from "@/features/settings/messages";
import { businessFixture, featureFixture } from "@/features/settings/test-fixtures";

/** The spec's defaults (part 2 §9), as GET /api/settings sends them. */
const business = businessFixture();
const feature = featureFixture();

const businessDraft = (change: Draft = {}): Draft => ({ ...draftOf("business", business), ...change });
const featureDraft = (change: Draft = {}): Draft => ({ ...draftOf("feature", feature), ...change });

describe("the tabs", () => {
  it("hold every setting of spec part 2 §3 once", () => {
    expect(fieldsOf("business").map((field) => field.key).sort()).toEqual(Object.keys(business).sort());
    expect(fieldsOf("feature").map((field) => field.key).sort()).toEqual(Object.keys(feature).sort());
  });

  it("show money grouped by thousands, switches as booleans", () => {
    const draft = draftOf("business", business);
    expect(draft).toMatchObject({
      defaultSlotPrice: "50,000",
      minCashCharge: "10,000",
      maxCashCharge: "1,000,000",
      maxSlotsPerUser: "100",
      useCashSystem: true,
      maintenanceMode: false,
      cashChargeMode: "modal",
      logoUrl: "",
    });
    expect(draftOf("feature", feature)).toMatchObject({ notificationDuration: "5,000", chatEnabled: false });
  });

  it("the saved values pass and change nothing", () => {
    expect(validateDraft("business", businessDraft())).toEqual({});
    expect(validateDraft("feature", featureDraft())).toEqual({});
    expect(changesOf("business", businessDraft(), business)).toEqual([]);
    expect(editedKeys("feature", featureDraft(), feature)).toEqual([]);
  });
});

describe("validation (the server's rules)", () => {
  const businessError = (change: Draft) => validateDraft("business", businessDraft(change));
  const featureError = (change: Draft) => validateDraft("feature", featureDraft(change));

  it("site name 1-50 characters, title at most 100", () => {
    expect(businessError({ siteName: "  " }).siteName).toBe("사이트 이름을 입력해 주세요.");
    expect(businessError({ siteName: "가".repeat(51) }).siteName).toBe("사이트 이름은 50자 이하로 입력해 주세요.");
    expect(businessError({ siteName: "가".repeat(50) }).siteName).toBeUndefined();
    expect(businessError({ siteTitle: "" }).siteTitle).toBeUndefined();
    expect(businessError({ siteTitle: "a".repeat(101) }).siteTitle).toBe("사이트 제목은 100자 이하로 입력해 주세요.");
  });

  it("logo URL blank or http(s), at most 500 characters", () => {
    expect(businessError({ logoUrl: "" }).logoUrl).toBeUndefined();
    expect(businessError({ logoUrl: "https://cdn.example.com/logo.png" }).logoUrl).toBeUndefined();
    expect(businessError({ logoUrl: "http://x" }).logoUrl).toBeUndefined();
    for (const bad of ["ftp://x/logo.png", "logo.png", "https://", "https://a b"]) {
      expect(businessError({ logoUrl: bad }).logoUrl).toBe("로고 URL은 http:// 또는 https://로 시작하는 주소여야 합니다.");
    }
    expect(businessError({ logoUrl: `https://${"a".repeat(500)}` }).logoUrl).toBe("로고 URL은 500자 이하로 입력해 주세요.");
  });

  it("money: whole won from 0 to ten billion", () => {
    expect(businessError({ defaultSlotPrice: "0" }).defaultSlotPrice).toBeUndefined();
    expect(businessError({ defaultSlotPrice: "" }).defaultSlotPrice).toBe("기본 슬롯 가격을 입력해 주세요.");
    expect(businessError({ defaultSlotPrice: "1.5" }).defaultSlotPrice).toBe("기본 슬롯 가격은 0 이상의 정수로 입력해 주세요.");
    expect(businessError({ defaultSlotPrice: "10,000,000,001" }).defaultSlotPrice).toBe(
      "기본 슬롯 가격은 0~10,000,000,000 사이로 입력해 주세요.",
    );
  });

  it("counts in their ranges", () => {
    expect(businessError({ defaultSlotAllocation: "0" }).defaultSlotAllocation).toBe("기본 할당 개수는 1~100 사이로 입력해 주세요.");
    expect(businessError({ defaultSlotAllocation: "101" }).defaultSlotAllocation).toBe("기본 할당 개수는 1~100 사이로 입력해 주세요.");
    expect(businessError({ defaultSlotAllocation: "1" }).defaultSlotAllocation).toBeUndefined();
    expect(businessError({ defaultSlotAllocation: "100" }).defaultSlotAllocation).toBeUndefined();
    expect(businessError({ maxSlotsPerUser: "0" }).maxSlotsPerUser).toBe("사용자당 최대 슬롯 수는 1~100,000 사이로 입력해 주세요.");
    expect(businessError({ maxSlotsPerUser: "100,000" }).maxSlotsPerUser).toBeUndefined();
    expect(featureError({ chatMaxMessages: "1,001" }).chatMaxMessages).toBe("채팅 최대 메시지 수는 1~1,000 사이로 입력해 주세요.");
    expect(featureError({ notificationDuration: "999" }).notificationDuration).toBe("알림 표시 시간은 1,000~60,000 사이로 입력해 주세요.");
    expect(featureError({ notificationDuration: "60,000" }).notificationDuration).toBeUndefined();
  });

  it("leaves the rules between settings to the server (no schema states them; the form shows its answer)", () => {
    expect(businessError({ minCashCharge: "2,000,000" })).toEqual({});
    expect(featureError({ chatBusinessStart: "18", chatBusinessEnd: "9" })).toEqual({});
  });

  it("a text setting the contract's pattern refuses gets a message", () => {
    expect(businessError({ siteName: "\u0007" }).siteName).toBe("사이트 이름은 보이지 않는 문자만으로 입력할 수 없습니다.");
  });

  it("closed sets", () => {
    expect(businessError({ cashChargeMode: "popup" }).cashChargeMode).toBe("캐시 충전 방식을 선택해 주세요.");
    expect(businessError({ slotOperationMode: "pre-allocation" }).slotOperationMode).toBeUndefined();
  });

  it("particles follow the label", () => {
    expect([topic("사이트 이름"), topic("기본 할당 개수"), topic("로고 URL"), topic("알림음")]).toEqual([
      "사이트 이름은",
      "기본 할당 개수는",
      "로고 URL은",
      "알림음은",
    ]);
    expect([object("사이트 제목"), object("캐시 충전 방식"), object("최대 충전 금액")]).toEqual([
      "사이트 제목을",
      "캐시 충전 방식을",
      "최대 충전 금액을",
    ]);
  });
});

describe("what a save sends", () => {
  it("only the changed keys, as the server stores them", () => {
    const draft = businessDraft({
      siteName: "  광고센터 ",
      defaultSlotPrice: "70,000",
      maintenanceMode: true,
      slotOperationMode: "pre-allocation",
    });
    expect(changesOf("business", draft, business)).toEqual([
      { key: "siteName", value: "광고센터", category: "business" },
      { key: "slotOperationMode", value: "pre-allocation", category: "business" },
      { key: "defaultSlotPrice", value: 70000, category: "business" },
      { key: "maintenanceMode", value: true, category: "business" },
    ]);
    expect(editedKeys("business", draft, business)).toEqual(["siteName", "slotOperationMode", "defaultSlotPrice", "maintenanceMode"]);
  });

  it("a value typed back to the saved one is no change", () => {
    const draft = businessDraft({ siteName: "Simple Slot ", defaultSlotPrice: "050000" });
    expect(changesOf("business", draft, business)).toEqual([]);
    expect(editedKeys("business", draft, business)).toEqual([]);
  });

  it("an invalid edit counts as edited but is never sent", () => {
    const draft = featureDraft({ chatMaxMessages: "", featureRanking: false });
    expect(editedKeys("feature", draft, feature)).toEqual(["chatMaxMessages", "featureRanking"]);
    expect(changesOf("feature", draft, feature)).toEqual([{ key: "featureRanking", value: false, category: "feature" }]);
  });

  it("the notification duration is sent in milliseconds", () => {
    expect(changesOf("feature", featureDraft({ notificationDuration: "3,000" }), feature)).toEqual([
      { key: "notificationDuration", value: 3000, category: "feature" },
    ]);
  });
});
