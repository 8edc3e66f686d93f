import { DateTime } from 'luxon';
import type { ReminderSchedule } from '@platform/shared/reminders/reminders.schemas';

/** Where and when a client's reminders go out: its time zone and the hour of the day recurring ones run at. */
export interface SendingClock {
  timeZone: string;
  sendHour: number;
}

/** Whether the runtime knows this IANA time zone. */
export const isTimeZone = (zone: string): boolean => DateTime.now().setZone(zone).isValid;

/**
 * The next instant a reminder runs after `after` (exclusive), or null when it never runs again. A one-off
 * reminder runs at its `send_at`. A recurring one runs on its start day and every `every_days` days after it,
 * at the client's sending hour in the client's time zone: the same wall-clock hour across a daylight-saving
 * change (the day is counted in the zone's calendar, not as 24 hours). With `until: "due_date"` it stops
 * after the period's due date (`dueDate`, a day in the client's zone; without one it never stops on its own).
 */
export function nextRunAfter(schedule: ReminderSchedule, after: Date, clock: SendingClock, dueDate: string | null): Date | null {
  if (schedule.type === 'once') {
    const at = new Date(schedule.send_at);
    return at > after ? at : null;
  }
  const zone = clock.timeZone;
  const start = DateTime.fromISO(schedule.starts_on, { zone }).set({ hour: clock.sendHour, minute: 0, second: 0, millisecond: 0 });
  const from = DateTime.fromJSDate(after, { zone });
  // How many whole periods of every_days lie between the start day and `after`, in calendar days of the zone.
  const daysSinceStart = Math.floor(from.startOf('day').diff(start.startOf('day'), 'days').days);
  let step = Math.max(0, Math.floor(daysSinceStart / schedule.every_days));
  let candidate = start.plus({ days: step * schedule.every_days });
  while (candidate.toMillis() <= after.getTime()) {
    step += 1;
    candidate = start.plus({ days: step * schedule.every_days });
  }
  if (schedule.until === 'due_date' && dueDate !== null) {
    const lastDay = DateTime.fromISO(dueDate, { zone }).endOf('day');
    if (candidate > lastDay) return null;
  }
  return candidate.toJSDate();
}

/** Today's date (yyyy-MM-dd) in the client's time zone: what a pause "until" day is compared with. */
export const todayIn = (timeZone: string, now: Date = new Date()): string => DateTime.fromJSDate(now, { zone: timeZone }).toISODate()!;
