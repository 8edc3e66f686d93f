/** At most this many years are offered, newest first. */
const YEARS_MAX = 30;

/**
 * The periods a questionnaire can be for or filtered by: from next year back to the client's beginning of
 * time (yyyy-MM-dd), newest first.
 */
export function periodChoices(beginningOfTime: string, now = new Date()): string[] {
  const last = now.getFullYear() + 1;
  const first = Math.max(Number(beginningOfTime.slice(0, 4)) || last - YEARS_MAX + 1, last - YEARS_MAX + 1);
  const years: string[] = [];
  for (let year = last; year >= first; year -= 1) years.push(String(year));
  return years;
}
