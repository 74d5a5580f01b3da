import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RowActions, type RowAction } from "@/components/row-menu";

/** jsdom has no layout: `matchMedia` answers the phone width `phone` says. */
function widthIs(phone: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: phone && query === "(max-width: 640px)",
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function actions(onSelect: (key: string) => void): { decisions: RowAction[]; more: RowAction[] } {
  return {
    decisions: [
      { key: "approve", label: "승인", tone: "primary", onSelect: () => onSelect("approve") },
      { key: "reject", label: "반려", tone: "danger-outline", onSelect: () => onSelect("reject") },
    ],
    more: [{ key: "logs", label: "로그 보기", onSelect: () => onSelect("logs") }],
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("RowActions", () => {
  it("on a desk: the row's buttons side by side and the rest behind one 더보기 menu", () => {
    widthIs(false);
    const selected: string[] = [];
    const { decisions, more } = actions((key) => selected.push(key));
    render(createElement(RowActions, { actions: decisions, more, menuLabel: "슬롯 관리 메뉴" }));
    fireEvent.click(screen.getByRole("button", { name: "승인" }));
    expect(screen.getByRole("button", { name: "반려" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "작업 메뉴" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "더보기" }));
    const menu = screen.getByRole("menu", { name: "슬롯 관리 메뉴" });
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["로그 보기"]);
    expect(selected).toEqual(["approve"]);
  });

  it("on a phone: one 작업 메뉴 holding them all, approval first", () => {
    widthIs(true);
    const selected: string[] = [];
    const { decisions, more } = actions((key) => selected.push(key));
    render(createElement(RowActions, { actions: decisions, more, menuLabel: "슬롯 관리 메뉴" }));
    expect(screen.queryByRole("button", { name: "승인" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "작업 메뉴" }));
    const menu = screen.getByRole("menu", { name: "슬롯 관리 메뉴" });
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["승인", "반려", "로그 보기"]);
    fireEvent.click(within(menu).getByRole("menuitem", { name: "반려" }));
    expect(selected).toEqual(["reject"]);
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("on a phone with phoneButtons: the row's buttons stay one tap on the card, the rest in 작업 메뉴", () => {
    widthIs(true);
    const selected: string[] = [];
    const { decisions, more } = actions((key) => selected.push(key));
    render(createElement(RowActions, { actions: decisions, more, menuLabel: "슬롯 관리 메뉴", phoneButtons: true }));
    fireEvent.click(screen.getByRole("button", { name: "승인" }));
    fireEvent.click(screen.getByRole("button", { name: "반려" }));
    expect(screen.queryByRole("button", { name: "더보기" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "작업 메뉴" }));
    const menu = screen.getByRole("menu", { name: "슬롯 관리 메뉴" });
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["로그 보기"]);
    expect(selected).toEqual(["approve", "reject"]);
  });

  it("on a phone with phoneButtons but no buttons for this row: the one 작업 메뉴 as before", () => {
    widthIs(true);
    const { more } = actions(() => undefined);
    render(createElement(RowActions, { actions: [], more, menuLabel: "슬롯 관리 메뉴", phoneButtons: true }));
    expect(screen.getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual(["작업 메뉴"]);
  });
});
