/**
 * How many fraction digits an indicator's figures are shown with, the same for all of them so a column reads
 * evenly: none for counts and for figures in the thousands, then fewer digits the larger the figures are. The
 * public indicator page and the report PDF both show figures so.
 */
export function figureFractionDigits(values: readonly number[]): number {
  if (values.every(Number.isInteger)) return 0;
  const largest = Math.max(...values.map(Math.abs));
  if (largest >= 1000) return 0;
  if (largest >= 100) return 1;
  if (largest >= 1) return 2;
  return 3;
}
