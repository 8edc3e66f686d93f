/** At most this many years are offered, newest first. */
const YEARS_MAX = 30;

/**
 * The periods a reminder may be for, or a due date set for: from next year back to the client's beginning of
 * time (yyyy-MM-dd), with any others already in use, newest first.
 */
export function periodChoices(beginningOfTime: string, inUse: readonly string[] = [], now = new Date()): string[] {
  const last = now.getFullYear() + 1;
  const first = Math.max(Number(beginningOfTime.slice(0, 4)) || last - YEARS_MAX + 1, last - YEARS_MAX + 1);
  const years = new Set<string>(inUse.filter((period) => /^\d{4}$/.test(period)));
  for (let year = last; year >= first; year -= 1) years.add(String(year));
  return [...years].sort((a, b) => b.localeCompare(a));
}
