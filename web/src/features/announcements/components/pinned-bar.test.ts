import { createElement } from "react";
import { render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import { beforeEach, describe, expect, it } from "vitest";
import { swrConfig } from "@/app/provider";
import { ToastProvider } from "@/components/toast";
import { PinnedBar } from "@/features/announcements/components/pinned-bar";
import type { Announcement } from "@/features/announcements/rules";
import { storageKeys } from "@/lib/session-storage";
import { makeJwt, ok, stubFetch } from "@/test/fake-api";

const pinned: Announcement = {
  id: 5, authorId: 1, authorName: "운영자", category: "maintenance", content: "<p>점검</p>", contentType: "html",
  createdAt: "2026-11-20T01:00:00Z", updatedAt: "2026-11-20T01:00:00Z", startDate: null, endDate: null, images: [],
  isActive: true, isPinned: true, isRead: false, priority: "high", title: "12월 3일 서버 점검", viewCount: 0,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(storageKeys.accessToken, makeJwt(900));
  localStorage.setItem(storageKeys.refreshToken, "refresh");
});

function renderBar() {
  stubFetch(() => ok({ announcements: [pinned], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } }));
  render(
    createElement(
      SWRConfig,
      { value: { ...swrConfig, provider: () => new Map(), dedupingInterval: 0 } },
      createElement(ToastProvider, null, createElement(PinnedBar)),
    ),
  );
}

describe("the pinned announcement's button", () => {
  // axe's label-content-name-mismatch needs a rendered page (jsdom lays nothing out), so this
  // checks its rule itself: the accessible name starts with the visible text, no aria-label over it.
  it("is named by what it shows first, then what it does (WCAG 2.5.3)", async () => {
    renderBar();
    const button = await screen.findByRole("button", { name: "[점검] 12월 3일 서버 점검 (공지 열기)" });
    expect(button).not.toHaveAttribute("aria-label");
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    // What is seen is where the name starts.
    const seen = [...button.childNodes].filter((node) => !(node instanceof HTMLElement && node.classList.contains("visually-hidden")));
    expect(seen.map((node) => node.textContent).join("").trim()).toBe("[점검] 12월 3일 서버 점검");
  });
});
