import { describe, expect, it } from "vitest";
import { formatWholeNumber, groupThousands, parseWholeNumber, regroupAtCaret } from "@/features/settings/number-text";

describe("thousands separators", () => {
  it("groups digits while typing and drops everything else", () => {
    expect(groupThousands("50000")).toBe("50,000");
    expect(groupThousands("1000000")).toBe("1,000,000");
    expect(groupThousands("1,0000")).toBe("10,000");
    expect(groupThousands("12a3-4 5")).toBe("12,345");
    expect(groupThousands("007")).toBe("7");
    expect(groupThousands("0")).toBe("0");
    expect(groupThousands("")).toBe("");
    expect(groupThousands("999")).toBe("999");
  });

  it("formats a saved number", () => {
    expect(formatWholeNumber(50000)).toBe("50,000");
    expect(formatWholeNumber(0)).toBe("0");
    expect(formatWholeNumber(10_000_000_000)).toBe("10,000,000,000");
  });

  it("reads back whole numbers the way the server does", () => {
    expect(parseWholeNumber("50,000")).toBe(50000);
    expect(parseWholeNumber(" 1,000,000 ")).toBe(1000000);
    expect(parseWholeNumber("0")).toBe(0);
    for (const bad of ["", " ", "-1", "1.5", "ten", "1 000", "9".repeat(20)]) expect(parseWholeNumber(bad)).toBeNull();
  });

  it("keeps the caret after the digit it followed", () => {
    // "1,000" with a 5 typed after the 1 → "15,000", caret after the 5.
    expect(regroupAtCaret("15,000", 2)).toEqual({ text: "15,000", caret: 2 });
    // "10,000" with a 0 typed at the end → "100,000", caret at the end.
    expect(regroupAtCaret("10,0000", 7)).toEqual({ text: "100,000", caret: 7 });
    // "100,000" with the comma's left digit deleted → "10,000", caret after "10".
    expect(regroupAtCaret("10,000", 2)).toEqual({ text: "10,000", caret: 2 });
    // "1,000" with the 1 deleted → "000" → "0"; caret at the start.
    expect(regroupAtCaret(",000", 0)).toEqual({ text: "0", caret: 0 });
    // A letter typed in the middle is dropped and the caret stays put.
    expect(regroupAtCaret("12x,345", 3)).toEqual({ text: "12,345", caret: 2 });
  });
});
