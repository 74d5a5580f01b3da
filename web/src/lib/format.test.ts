import { describe, expect, it } from "vitest";
import { badgeText } from "@/lib/format";

describe("count badges (spec part 2 §9)", () => {
  it("show nothing at 0, the count, and 99+ above 99", () => {
    expect([badgeText(0), badgeText(5), badgeText(99), badgeText(100)]).toEqual([null, "5", "99", "99+"]);
  });
});
