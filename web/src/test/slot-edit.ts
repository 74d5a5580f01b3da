/** The slot edit dialogs (the advertiser's and the staff's) share how a keyword or URL change is saved. */
import { fireEvent, screen, within } from "@testing-library/react";
import { expect } from "vitest";
import type { FetchCall } from "@/test/fake-api";
import { confirmDialog } from "@/test/render-app";

/**
 * Saves `dialog` through the rank-reset warning (the warning, OK, the success toast) and checks
 * that slot `slotId`'s rank rows were asked for before its fields were updated.
 */
export async function saveThroughRankReset(dialog: HTMLElement, calls: FetchCall[], slotId: number) {
  fireEvent.click(within(dialog).getByRole("button", { name: "저장" }));
  expect(await screen.findByText("키워드나 URL을 변경하면 기존 순위 데이터가 초기화됩니다. 계속하시겠습니까?")).toBeInTheDocument();
  await confirmDialog();
  expect(await screen.findByText("슬롯이 성공적으로 수정되었습니다.")).toBeInTheDocument();
  const order = calls.filter((call) => call.url.startsWith(`/api/slots/${slotId}/`)).map((call) => `${call.method} ${call.url}`);
  expect(order).toEqual([`GET /api/slots/${slotId}/rank-delete-query`, `PUT /api/slots/${slotId}/update-fields`]);
}
