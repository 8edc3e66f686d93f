/**
 * Wall-clock days and times in a named time zone (the client's), turned into instants and back, with the
 * runtime's own time zone data (Intl): the form asks for a day and an hour where the reminders are sent, the
 * server wants an ISO instant with its offset.
 */

const parts = (instant: number, timeZone: string) => {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const found = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return { year: Number(found.year), month: Number(found.month), day: Number(found.day), hour: Number(found.hour), minute: Number(found.minute), second: Number(found.second) };
};

/** Minutes east of UTC in `timeZone` at `instant` (ms). */
export function offsetAt(instant: number, timeZone: string): number {
  const wall = parts(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

const offsetText = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;

/** `day` (yyyy-MM-dd) at `time` (HH:mm) in `timeZone`, as an ISO instant with that zone's offset then. */
export function zonedToIso(day: string, time: string, timeZone: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // The offset at the wall time read as UTC is close; read again at the instant it gives (a change of offset lies between).
  const first = offsetAt(wall, timeZone);
  const offset = offsetAt(wall - first * 60_000, timeZone);
  return `${day}T${pad(hour)}:${pad(minute)}:00${offsetText(offset)}`;
}

/** The day (yyyy-MM-dd) and time (HH:mm) an ISO instant is in `timeZone`. */
export function isoToZoned(iso: string, timeZone: string): { day: string; time: string } {
  const wall = parts(new Date(iso).getTime(), timeZone);
  return { day: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`, time: `${pad(wall.hour)}:${pad(wall.minute)}` };
}

/** Today (yyyy-MM-dd) in `timeZone`. */
export function todayIn(timeZone: string, now = Date.now()): string {
  return isoToZoned(new Date(now).toISOString(), timeZone).day;
}

/** Whether the runtime knows the time zone. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The time zones the runtime knows, for a choice (the given one kept even if unknown here). */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set([...known, 'UTC']);
  if (current) all.add(current);
  return [...all].sort();
}
