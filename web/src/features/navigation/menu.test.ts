import { describe, expect, it } from "vitest";
import { buildMenu, personalMenu, profileDisplayName, type MenuSettings } from "@/features/navigation/menu";

const defaults: MenuSettings = {
  useCashSystem: true,
  featureCashHistory: true,
  featureRanking: true,
  featureSlotManagement: true,
  chatEnabled: false,
  slotOperationMode: "normal",
};

const paths = (role: string, settings: Partial<MenuSettings> = {}) =>
  buildMenu(role, { ...defaults, ...settings }).map((section) => [section.id, section.items.map((item) => item.path)]);

const labelOf = (role: string, path: string, settings: Partial<MenuSettings> = {}) =>
  buildMenu(role, { ...defaults, ...settings })
    .flatMap((section) => section.items)
    .find((item) => item.path === path)?.label;

describe("user menu", () => {
  it("with default settings", () => {
    expect(paths("user")).toEqual([
      ["user", ["/slots", "/cash/charge", "/cash/history", "/ranking", "/profile", "/announcements"]],
    ]);
    expect(labelOf("user", "/slots")).toBe("광고 슬롯");
    expect(labelOf("user", "/cash/charge")).toBe("캐시 충전");
    expect(labelOf("user", "/cash/history")).toBe("캐시 내역");
    expect(labelOf("user", "/ranking")).toBe("랭킹");
    expect(labelOf("user", "/profile")).toBe("내 정보");
    expect(labelOf("user", "/announcements")).toBe("공지사항");
  });

  it("drops both cash entries when the cash system is off", () => {
    expect(paths("user", { useCashSystem: false })).toEqual([
      ["user", ["/slots", "/ranking", "/profile", "/announcements"]],
    ]);
  });

  it("cash history also needs featureCashHistory", () => {
    expect(paths("user", { featureCashHistory: false })[0][1]).not.toContain("/cash/history");
    expect(paths("user", { featureCashHistory: false })[0][1]).toContain("/cash/charge");
  });

  it("ranking only when featureRanking", () => {
    expect(paths("user", { featureRanking: false })[0][1]).not.toContain("/ranking");
  });

  it("slots only when featureSlotManagement", () => {
    expect(paths("user", { featureSlotManagement: false })).toEqual([
      ["user", ["/cash/charge", "/cash/history", "/ranking", "/profile", "/announcements"]],
    ]);
  });

  it("the slot flag leaves the admin slot menu alone", () => {
    expect(paths("operator", { featureSlotManagement: false })[0][1]).toContain("/admin/slots");
  });

  it("unknown roles are treated as users", () => {
    expect(paths("")).toEqual(paths("user"));
  });
});

describe("staff menus", () => {
  it("operator: admin section first, own menu without slots, no system settings", () => {
    expect(paths("operator")).toEqual([
      [
        "admin",
        [
          "/admin",
          "/admin/slots",
          "/admin/slot-allocation-history",
          "/admin/cash",
          "/admin/users",
          "/admin/notifications",
          "/admin/notification-history",
          "/admin/announcements",
        ],
      ],
      ["user", ["/cash/charge", "/cash/history", "/ranking", "/profile", "/announcements"]],
    ]);
  });

  it("developer also gets system settings", () => {
    expect(paths("developer")[0][1]).toContain("/admin/settings");
    expect(labelOf("developer", "/admin/settings")).toBe("시스템 설정");
    expect(paths("developer")[1][1]).not.toContain("/slots");
  });

  it("chat management only when chatEnabled", () => {
    expect(paths("operator")[0][1]).not.toContain("/admin/chat");
    expect(paths("operator", { chatEnabled: true })[0][1]).toContain("/admin/chat");
    expect(labelOf("operator", "/admin/chat", { chatEnabled: true })).toBe("채팅 관리");
  });

  it("cash approval only with the cash system", () => {
    expect(paths("operator", { useCashSystem: false })[0][1]).not.toContain("/admin/cash");
  });

  it("slot approval is titled slot management in pre-allocation mode", () => {
    expect(labelOf("operator", "/admin/slots")).toBe("슬롯 승인");
    expect(labelOf("operator", "/admin/slots", { slotOperationMode: "pre-allocation" })).toBe("슬롯 관리");
  });

  it("labels of the admin section", () => {
    const labels = buildMenu("developer", { ...defaults, chatEnabled: true })[0].items.map((item) => item.label);
    expect(labels).toEqual([
      "대시보드",
      "슬롯 승인",
      "슬롯 발행 내역",
      "캐시 승인",
      "사용자 관리",
      "채팅 관리",
      "시스템 설정",
      "알림 발송",
      "알림 내역",
      "공지사항 관리",
    ]);
  });
});

describe("helpers", () => {
  it("profile link label: name, id before @, or 사용자", () => {
    expect(profileDisplayName({ fullName: "홍길동", email: "hong" })).toBe("홍길동");
    expect(profileDisplayName({ fullName: "", email: "hong@example.com" })).toBe("hong");
    expect(profileDisplayName({ fullName: " ", email: "" })).toBe("사용자");
    expect(profileDisplayName(null)).toBe("사용자");
  });

  it("the top header's split: staff's own group under their name, an advertiser's profile only", () => {
    const staff = personalMenu(buildMenu("operator", defaults));
    expect(staff.main.map((section) => section.id)).toEqual(["admin"]);
    expect(staff.personal.map((item) => item.path)).toEqual(["/cash/charge", "/cash/history", "/ranking", "/profile", "/announcements"]);
    const advertiser = personalMenu(buildMenu("user", defaults));
    expect(advertiser.main[0].items.map((item) => item.path)).toEqual(["/slots", "/cash/charge", "/cash/history", "/ranking", "/announcements"]);
    expect(advertiser.personal.map((item) => item.path)).toEqual(["/profile"]);
  });
});
