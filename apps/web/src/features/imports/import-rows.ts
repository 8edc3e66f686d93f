/**
 * The rows of an error group as the server lists them ("4-9, 12") written for reading: a range takes an en
 * dash ("4–9, 12"), so it is not read as a minus sign or a hyphenated word.
 */
export function readableRows(rows: string): string {
  return rows
    .split(',')
    .map((part) => part.trim().replace(/^(\d+)\s*-\s*(\d+)$/, '$1–$2'))
    .filter((part) => part !== '')
    .join(', ');
}
