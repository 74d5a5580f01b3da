import { describe, expect, it } from "vitest";
import {
  activeRatio,
  activeRatioText,
  approvalsTodo,
  attentionCount,
  chargesTodo,
  failedCrawlsTodo,
  quickActions,
  visibleStatusCounts,
} from "@/features/dashboard/stats";

const byStatus = { empty: 2, pending: 3, waiting: 0, active: 4, paused: 0, completed: 1, rejected: 1, refunded: 2, expired: 0, inactive: 0 };

describe("per-status counts", () => {
  it("only counts above zero show, rejected and refunded combined", () => {
    expect(visibleStatusCounts(byStatus).map((row) => [row.label, row.count])).toEqual([
      ["입력 대기", 2],
      ["진행중", 4],
      ["완료", 1],
      ["반려/환불", 3],
    ]);
    expect(visibleStatusCounts({ ...byStatus, rejected: 0, refunded: 0, empty: 0 }).map((row) => row.key)).toEqual(["active", "completed"]);
    expect(visibleStatusCounts(undefined)).toEqual([]);
  });

  it("the slots badge is empty plus pending", () => {
    expect(attentionCount(byStatus)).toBe(5);
    expect(attentionCount({ ...byStatus, empty: 0, pending: 0 })).toBe(0);
  });
});

describe("active member ratio", () => {
  it("is shown to one decimal", () => {
    expect(activeRatio(5, 6)).toBe("83.3");
    expect(activeRatio(2, 3)).toBe("66.7");
    expect(activeRatio(3, 3)).toBe("100.0");
    expect(activeRatio(0, 0)).toBe("0.0");
    expect(activeRatioText(5, 6)).toBe("활성 비율 83.3%");
  });
});

describe("quick actions", () => {
  const base = { notificationEnabled: false, chatEnabled: false, isDeveloper: false, preAllocation: false, attention: 5 };

  it("an operator with the optional features off", () => {
    expect(quickActions(base).map((action) => action.label)).toEqual(["슬롯 승인", "사용자 관리", "공지사항 관리"]);
    expect(quickActions(base)[0]).toMatchObject({ path: "/admin/slots", badge: 5 });
  });

  it("notifications, chat and settings when allowed; slot management in pre-allocation", () => {
    const all = quickActions({ ...base, notificationEnabled: true, chatEnabled: true, isDeveloper: true, preAllocation: true });
    expect(all.map((action) => [action.label, action.path])).toEqual([
      ["슬롯 관리", "/admin/slots"],
      ["사용자 관리", "/admin/users"],
      ["공지사항 관리", "/admin/announcements"],
      ["알림 발송", "/admin/notifications"],
      ["채팅 관리", "/admin/chat"],
      ["시스템 설정", "/admin/settings"],
    ]);
  });
});

describe("what needs doing", () => {
  it("pending approvals link to that filter of the approval list; pre-allocation has none", () => {
    expect(approvalsTodo(byStatus, false)).toEqual({ id: "approvals", label: "승인 대기 슬롯", count: 3, path: "/admin/slots?status=pending" });
    expect(approvalsTodo(undefined, false)?.count).toBeUndefined();
    expect(approvalsTodo(byStatus, true)).toBeNull();
  });

  it("pending charges link to the charge approvals", () => {
    expect(chargesTodo(2)).toEqual({ id: "charges", label: "충전 요청 대기", count: 2, path: "/admin/cash" });
    expect(chargesTodo(undefined).count).toBeUndefined();
  });

  it("failed crawls count failed and dead rank crawl jobs and open the jobs console under the state that holds them", () => {
    expect(failedCrawlsTodo({ failed: 2, dead: 0 })).toMatchObject({ label: "실패한 순위 수집", count: 2, path: "/admin/jobs?state=failed" });
    expect(failedCrawlsTodo({ failed: 0, dead: 1 })).toMatchObject({ count: 1, path: "/admin/jobs?state=dead" });
    expect(failedCrawlsTodo({ failed: 1, dead: 1 })).toMatchObject({ count: 2, path: "/admin/jobs" });
    expect(failedCrawlsTodo({ failed: 0, dead: 0 })).toMatchObject({ count: 0, path: "/admin/jobs" });
    expect(failedCrawlsTodo(undefined).count).toBeUndefined();
  });
});
