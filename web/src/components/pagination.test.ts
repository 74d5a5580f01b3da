import { describe, expect, it } from "vitest";
import { pageWindow } from "@/components/pagination";

describe("page window", () => {
  it("centres the current page in a window of five", () => {
    expect(pageWindow(1, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20, 5)).toEqual([16, 17, 18, 19, 20]);
  });

  it("shows every page when there are fewer than the window", () => {
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0, 5)).toEqual([]);
  });
});
