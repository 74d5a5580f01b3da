/**
 * Clipboard text of spreadsheets (Excel, Google Sheets): rows end with a newline, cells are separated
 * by tabs, and a cell holding a tab, a newline or a quote is wrapped in quotes with `""` for a quote.
 * Copying writes the same text plus an HTML table, which word processors and sheets both accept.
 */

/** Cells of tab-separated text; a trailing newline ends the last row rather than adding an empty one. */
export function parseTsv(text: string): string[][] {
  const source = text.replace(/\r\n?/g, "\n");
  if (source === "") return [];
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let index = 0;
  let atCellStart = true;
  while (index < source.length) {
    const char = source[index];
    if (atCellStart && char === '"') {
      // A quoted cell runs to the quote that is not doubled; text after it up to the separator is kept.
      index += 1;
      let closed = false;
      while (index < source.length) {
        if (source[index] === '"') {
          if (source[index + 1] === '"') {
            cell += '"';
            index += 2;
            continue;
          }
          index += 1;
          closed = true;
          break;
        }
        cell += source[index];
        index += 1;
      }
      if (!closed) cell = `"${cell}`; // an opening quote that never closed was just a character
      atCellStart = false;
      continue;
    }
    atCellStart = false;
    if (char === "\t") {
      row.push(cell);
      cell = "";
      atCellStart = true;
    } else if (char === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      atCellStart = true;
    } else {
      cell += char;
    }
    index += 1;
  }
  if (!atCellStart || row.length > 0 || cell !== "") {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

function quoteCell(cell: string): string {
  return /[\t\n\r"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** Tab-separated text of the cells, quoted where a sheet needs it. */
export function serializeTsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quoteCell).join("\t")).join("\n");
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The cells as an HTML table (line breaks inside a cell as `<br>`). */
export function serializeHtmlTable(rows: readonly (readonly string[])[]): string {
  const body = rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell).replace(/\r?\n/g, "<br>")}</td>`).join("")}</tr>`)
    .join("");
  return `<table><tbody>${body}</tbody></table>`;
}
