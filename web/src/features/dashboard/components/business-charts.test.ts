import { createElement } from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BusinessChartPoint } from "@/features/dashboard/business";
import { BusinessCharts } from "@/features/dashboard/components/business-charts";

// The real charts (recharts) in jsdom: without a ResizeObserver they keep their initial size and draw.

const quiet = (label: string): BusinessChartPoint => ({
  label, cashCharged: 0, refunded: 0, slotsSold: 0, slotsExtended: 0, activeAdvertisers: 0, renewal: null,
});

/** Three days: cash charged and advertisers running, nothing sold or extended, no slot ended. */
const points: BusinessChartPoint[] = [
  { ...quiet("11.20"), activeAdvertisers: 2 },
  { ...quiet("11.21"), cashCharged: 200_000, activeAdvertisers: 1 },
  { ...quiet("11.22"), activeAdvertisers: 2 },
];

const chart = (name: string) => screen.getByRole("group", { name: "매출 추이 차트" }).querySelector(`[data-chart="${name}"]`) as HTMLElement;

describe("the business charts", () => {
  it("say in a chart's place that the period had nothing for it, instead of an empty frame", async () => {
    render(createElement(BusinessCharts, { points }));
    await waitFor(() => expect(chart("cash").querySelector(".recharts-bar-rectangle")).not.toBeNull());
    expect(chart("advertisers").querySelector(".recharts-line-curve")).not.toBeNull();

    expect(within(chart("slots")).getByText("기간 내 판매·연장 없음")).toBeInTheDocument();
    expect(chart("slots").querySelector(".recharts-wrapper")).toBeNull();
    expect(within(chart("renewal")).getByText("기간 내 갱신 대상 없음")).toBeInTheDocument();
    expect(within(chart("renewal")).getByText("기간 중 끝난 슬롯이 없어 갱신율을 계산할 수 없습니다.")).toBeInTheDocument();
    expect(chart("renewal").querySelector(".recharts-wrapper")).toBeNull();
    // Each keeps its title, so the four places still read as the four charts.
    expect(within(chart("renewal")).getByText("갱신율 (%)")).toBeInTheDocument();
  });

  it("draws a renewal rate of 0%: slots ended and none was renewed", () => {
    render(createElement(BusinessCharts, { points: [{ ...quiet("11.22"), renewal: 0 }, { ...quiet("11.23"), renewal: 50 }] }));
    expect(chart("renewal").querySelector(".recharts-wrapper")).not.toBeNull();
    expect(within(chart("renewal")).queryByText("기간 내 갱신 대상 없음")).toBeNull();
    expect(within(chart("cash")).getByText("기간 내 충전·환불 없음")).toBeInTheDocument();
  });
});
