import { createElement, useState } from "react";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { SlotCards } from "@/features/slots/components/slot-cards";
import { SlotTable, type SlotListProps } from "@/features/slots/components/slot-table";
import { listColumnsOrFallback } from "@/features/slots/fields";
import { useSlotSelection } from "@/features/slots/use-slot-selection";
import type { SlotView } from "@/lib/slots/api";
import { defaultFieldsFixture, slotFixture } from "@/lib/slots/test-fixtures";

const columns = listColumnsOrFallback(defaultFieldsFixture(), { keyword: "키워드", url: "URL" });

const running = slotFixture({ id: 1, slotNumber: 1, allowedActions: ["edit", "pause", "select"] });
const paused = slotFixture({ id: 2, slotNumber: 2, status: "paused", displayStatus: "paused", allowedActions: ["edit", "resume"] });
const pending = slotFixture({ id: 3, slotNumber: 3, status: "pending", displayStatus: "pending", allowedActions: [], daysLeft: null, startDate: null, endDate: null, rank: null, yesterdayRank: null, firstRank: null });
const rejected = slotFixture({ id: 4, slotNumber: 4, status: "rejected", displayStatus: "rejected", allowedActions: [], rejectionReason: "상품 URL이 올바르지 않습니다" });
const refunded = slotFixture({ id: 5, slotNumber: 5, status: "refunded", displayStatus: "refunded", allowedActions: [], refundReason: "고객 요청" });
const ended = slotFixture({ id: 6, slotNumber: 6, displayStatus: "completed", daysLeft: 0, allowedActions: [] });
const empty = slotFixture({ id: 7, slotNumber: 7, status: "empty", displayStatus: "empty", keyword: null, url: null, allowedActions: ["fill", "select"] });
const waiting = slotFixture({ id: 8, slotNumber: 8, displayStatus: "waiting", daysLeft: 33, allowedActions: ["edit", "pause", "select"], parentSlotId: 1 });
const all = [running, paused, pending, rejected, refunded, ended, empty, waiting];

function Harness({ slots, onAction, onOpenRankHistory, view = "table" }: Pick<SlotListProps, "slots" | "onAction" | "onOpenRankHistory"> & { view?: "table" | "card" }) {
  const selection = useSlotSelection();
  const [busyIds] = useState<ReadonlySet<number>>(new Set());
  const props: SlotListProps = {
    slots,
    columns,
    selectedIds: selection.ids,
    onToggle: selection.toggle,
    onToggleAll: selection.toggleAll,
    busyIds,
    onAction,
    onOpenRankHistory,
    loading: false,
    emptyText: "데이터가 없습니다.",
  };
  return createElement("div", null, createElement("output", null, `${selection.ids.size}`), createElement(view === "card" ? SlotCards : SlotTable, props));
}

function renderTable(slots: SlotView[] = all, view: "table" | "card" = "table") {
  const onAction = vi.fn();
  const onOpenRankHistory = vi.fn();
  render(createElement(MemoryRouter, null, createElement(Harness, { slots, onAction, onOpenRankHistory, view })));
  return { onAction, onOpenRankHistory, row: (slot: SlotView) => screen.getByTestId(view === "card" ? `slot-card-${slot.id}` : `slot-row-${slot.id}`) };
}

describe("row selection", () => {
  it("only rows whose allowedActions has select can be ticked", () => {
    const { row } = renderTable();
    expect(within(row(running)).getByRole("checkbox", { name: "슬롯 #1 선택" })).toBeEnabled();
    expect(within(row(empty)).getByRole("checkbox")).toBeEnabled();
    expect(within(row(waiting)).getByRole("checkbox")).toBeEnabled();
    expect(within(row(paused)).getByRole("checkbox")).toBeDisabled();
  });

  it("pending, rejected and refunded rows have no checkbox; ended rows say 만료", () => {
    const { row } = renderTable();
    for (const slot of [pending, rejected, refunded]) expect(within(row(slot)).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(within(row(ended)).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(within(row(ended)).getAllByText("만료").length).toBeGreaterThan(0);
  });

  it("the header checkbox ticks every selectable row of the page, then unticks them", () => {
    renderTable();
    const header = screen.getByRole("checkbox", { name: "현재 페이지 전체 선택" });
    fireEvent.click(header);
    expect(document.querySelector("output")).toHaveTextContent("3");
    expect(screen.getByRole("checkbox", { name: "슬롯 #1 선택" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "슬롯 #2 선택" })).not.toBeChecked();
    fireEvent.click(header);
    expect(document.querySelector("output")).toHaveTextContent("0");
  });

  it("a disabled row cannot be ticked by clicking", () => {
    renderTable();
    fireEvent.click(screen.getByRole("checkbox", { name: "슬롯 #2 선택" }));
    expect(document.querySelector("output")).toHaveTextContent("0");
    fireEvent.click(screen.getByRole("checkbox", { name: "슬롯 #1 선택" }));
    expect(document.querySelector("output")).toHaveTextContent("1");
  });
});

describe("row actions come only from allowedActions", () => {
  const names = (slot: SlotView, row: (slot: SlotView) => HTMLElement) =>
    within(row(slot))
      .queryAllByRole("button")
      .map((button) => button.textContent)
      .filter((text) => ["등록", "수정", "일시정지", "재개"].includes(text ?? ""));

  it("each row shows exactly its actions", () => {
    const { row } = renderTable();
    expect(names(running, row)).toEqual(["수정", "일시정지"]);
    expect(names(paused, row)).toEqual(["수정", "재개"]);
    expect(names(empty, row)).toEqual(["등록"]);
    expect(names(pending, row)).toEqual([]);
    expect(names(ended, row)).toEqual([]);
    // A desk row keeps to its actions (the market view is one step away, in the rank history).
    expect(within(row(running)).queryByRole("link", { name: "시장 보기" })).not.toBeInTheDocument();
  });

  it("clicking passes the action and the slot", () => {
    const { onAction, row } = renderTable();
    fireEvent.click(within(row(running)).getByRole("button", { name: "일시정지" }));
    expect(onAction).toHaveBeenCalledWith("pause", running);
    fireEvent.click(within(row(empty)).getByRole("button", { name: "등록" }));
    expect(onAction).toHaveBeenCalledWith("fill", empty);
  });
});

describe("status notes and badges", () => {
  it("pending waits for the admin, rejected shows its reason, extended slots are marked", () => {
    const { row } = renderTable();
    expect(within(row(pending)).getByText("관리자 승인 대기중")).toBeInTheDocument();
    expect(within(row(rejected)).getByText("반려 사유: 상품 URL이 올바르지 않습니다")).toBeInTheDocument();
    expect(within(row(waiting)).getByText("연장")).toBeInTheDocument();
    expect(within(row(running)).queryByText("연장")).not.toBeInTheDocument();
    expect(within(row(waiting)).getByText("D-33")).toHaveClass("expiry-green");
  });

  it("cards carry the refund or rejection reason as a tooltip", () => {
    const { row } = renderTable(all, "card");
    expect(row(refunded)).toHaveAttribute("title", "환불 사유: 고객 요청");
    expect(row(rejected)).toHaveAttribute("title", "반려 사유: 상품 URL이 올바르지 않습니다");
    expect(row(running)).not.toHaveAttribute("title");
  });

  it("a card links to its slot's market view", () => {
    const { row } = renderTable([running], "card");
    expect(within(row(running)).getByRole("link", { name: "시장 보기" })).toHaveAttribute("href", `/slots/${running.id}/market`);
  });

  it("the rank asks for its slot's rank history", () => {
    const { onOpenRankHistory, row } = renderTable([running]);
    fireEvent.click(within(row(running)).getByRole("button", { name: /12위/ }));
    expect(onOpenRankHistory).toHaveBeenCalledWith(running);
  });

  it("a slot waiting for approval shows 승인 전 for its rank, in the table and on its card", () => {
    const measuring = slotFixture({ id: 9, slotNumber: 9, rank: null, yesterdayRank: null });
    for (const view of ["table", "card"] as const) {
      const { row } = renderTable([pending, measuring], view);
      expect(within(row(pending)).getByRole("button", { name: "승인 전" })).toBeInTheDocument();
      expect(within(row(pending)).queryByText("측정중")).not.toBeInTheDocument();
      expect(within(row(measuring)).getByRole("button", { name: "측정중" })).toBeInTheDocument();
      cleanup();
    }
  });

  it("an empty list says so", () => {
    renderTable([]);
    expect(screen.getByText("데이터가 없습니다.")).toBeInTheDocument();
  });
  it("a list shows a required field's value without the form's required mark (issue 40)", () => {
    renderTable([running]);
    expect(screen.getByRole("columnheader", { name: "랜딩 URL" })).toHaveTextContent(/^랜딩 URL$/);
    expect(document.querySelector(".field-required")).toBeNull();
    cleanup();
    renderTable([running], "card");
    expect(within(screen.getByTestId("slot-card-1")).getByText("랜딩 URL")).toHaveTextContent(/^랜딩 URL$/);
    expect(document.querySelector(".field-required")).toBeNull();
  });
});
