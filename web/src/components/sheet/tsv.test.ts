import { describe, expect, it } from "vitest";
import { parseTsv, serializeHtmlTable, serializeTsv } from "@/components/sheet/tsv";

describe("parsing clipboard text", () => {
  it("splits rows on newlines and cells on tabs, ignoring the final newline", () => {
    expect(parseTsv("a\tb\r\nc\td\r\n")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });

  it("keeps empty cells and empty lines inside the block", () => {
    expect(parseTsv("a\t\tc\n\nx")).toEqual([["a", "", "c"], [""], ["x"]]);
  });

  it("reads Excel's quoted cells with doubled quotes, tabs and line breaks", () => {
    expect(parseTsv('"line 1\nline 2"\t"say ""hi"""\t"a\tb"\nplain')).toEqual([
      ["line 1\nline 2", 'say "hi"', "a\tb"],
      ["plain"],
    ]);
  });

  it("treats a quote inside an unquoted cell, or one never closed, as a character", () => {
    expect(parseTsv('5" screen\t"open')).toEqual([['5" screen', '"open']]);
  });

  it("reads a single value and nothing from empty text", () => {
    expect(parseTsv("무선 이어폰")).toEqual([["무선 이어폰"]]);
    expect(parseTsv("")).toEqual([]);
    expect(parseTsv("\n")).toEqual([[""]]);
  });
});

describe("writing clipboard text", () => {
  it("quotes only cells that need it and round-trips", () => {
    const rows = [
      ["무선 이어폰", "https://www.coupang.com/vp/products/1?itemId=2&vendorItemId=3"],
      ['say "hi"', "two\nlines"],
      ["", "a\tb"],
    ];
    const text = serializeTsv(rows);
    expect(text.split("\n")[0]).toBe("무선 이어폰\thttps://www.coupang.com/vp/products/1?itemId=2&vendorItemId=3");
    expect(parseTsv(text)).toEqual(rows);
  });

  it("writes an HTML table with escaped text", () => {
    expect(serializeHtmlTable([["<b>", "a\nb"]])).toBe("<table><tbody><tr><td>&lt;b&gt;</td><td>a<br>b</td></tr></tbody></table>");
  });
});
