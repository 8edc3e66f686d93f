/**
 * Reads a block copied from a spreadsheet: lines of tab-separated cells. Spreadsheets quote a cell holding a
 * tab, a line break or a quote ("a ""b""" is `a "b"`), so quotes are honoured where a cell starts with one.
 * The line break spreadsheets add after the last line does not make an empty last row.
 */
export function parseClipboardBlock(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let index = 0;
  let cellStart = true;
  const endCell = () => {
    row.push(cell);
    cell = '';
    cellStart = true;
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  while (index < text.length) {
    const char = text[index]!;
    if (cellStart && char === '"' && closesQuotedCell(text, index)) {
      const end = closingQuote(text, index);
      cell = text.slice(index + 1, end).replace(/""/g, '"');
      index = end + 1;
      cellStart = false;
      continue;
    }
    cellStart = false;
    if (char === '\t') {
      endCell();
    } else if (char === '\r' || char === '\n') {
      endRow();
      if (char === '\r' && text[index + 1] === '\n') index += 1;
    } else {
      cell += char;
    }
    index += 1;
  }
  if (!cellStart || row.length > 0 || cell !== '') endRow();
  return rows;
}

/** The index of the quote closing a quoted cell opened at `start` (quotes inside are doubled). */
function closingQuote(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length) {
    if (text[index] === '"') {
      if (text[index + 1] === '"') index += 2;
      else return index;
    } else index += 1;
  }
  return -1;
}

/** A quote opens a quoted cell only if it closes right before a tab, a line break or the end. */
function closesQuotedCell(text: string, start: number): boolean {
  const end = closingQuote(text, start);
  if (end === -1) return false;
  const next = text[end + 1];
  return next === undefined || next === '\t' || next === '\r' || next === '\n';
}
