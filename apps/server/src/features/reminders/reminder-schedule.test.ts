import { describe, expect, it } from 'vitest';
import { nextRunAfter, todayIn } from './reminder-schedule.js';

const montreal = { timeZone: 'America/Montreal', sendHour: 9 };

describe('when a reminder runs next', () => {
  it('runs a one-off reminder at its instant, and never after it', () => {
    const schedule = { type: 'once' as const, send_at: '2026-03-10T14:00:00Z' };
    expect(nextRunAfter(schedule, new Date('2026-03-01T00:00:00Z'), montreal, null)?.toISOString()).toBe('2026-03-10T14:00:00.000Z');
    expect(nextRunAfter(schedule, new Date('2026-03-10T14:00:00Z'), montreal, null)).toBeNull();
  });

  it('runs a daily reminder at 09:00 Montreal time on both sides of the spring daylight-saving change', () => {
    const schedule = { type: 'recurring' as const, starts_on: '2026-03-06', every_days: 1, until: 'due_date' as const };
    const runs: string[] = [];
    let after = new Date('2026-03-05T00:00:00Z');
    for (let index = 0; index < 4; index += 1) {
      const next = nextRunAfter(schedule, after, montreal, '2026-03-31')!;
      runs.push(next.toISOString());
      after = next;
    }
    // Clocks go forward on 8 March 2026: 09:00 EST is 14:00 UTC, 09:00 EDT is 13:00 UTC.
    expect(runs).toEqual(['2026-03-06T14:00:00.000Z', '2026-03-07T14:00:00.000Z', '2026-03-08T13:00:00.000Z', '2026-03-09T13:00:00.000Z']);
  });

  it('counts every N days from the start day, and stops after the due date', () => {
    const schedule = { type: 'recurring' as const, starts_on: '2026-10-01', every_days: 7, until: 'due_date' as const };
    const paris = { timeZone: 'Europe/Paris', sendHour: 8 };
    // Clocks go back on 25 October 2026 in Paris: 08:00 is 06:00 UTC before, 07:00 UTC after.
    expect(nextRunAfter(schedule, new Date('2026-10-23T12:00:00Z'), paris, '2026-11-30')?.toISOString()).toBe('2026-10-29T07:00:00.000Z');
    expect(nextRunAfter(schedule, new Date('2026-10-02T00:00:00Z'), paris, '2026-11-30')?.toISOString()).toBe('2026-10-08T06:00:00.000Z');
    expect(nextRunAfter(schedule, new Date('2026-11-26T07:00:00Z'), paris, '2026-11-30')).toBeNull();
    // Until nothing is owed, the due date does not stop it.
    expect(nextRunAfter({ ...schedule, until: 'nothing_owed' }, new Date('2026-11-26T07:00:00Z'), paris, '2026-11-30')?.toISOString()).toBe('2026-12-03T07:00:00.000Z');
  });

  it('runs the start day itself when the sending hour has not passed yet', () => {
    const schedule = { type: 'recurring' as const, starts_on: '2026-06-01', every_days: 3, until: 'nothing_owed' as const };
    expect(nextRunAfter(schedule, new Date('2026-06-01T12:59:00Z'), montreal, null)?.toISOString()).toBe('2026-06-01T13:00:00.000Z');
    expect(nextRunAfter(schedule, new Date('2026-06-01T13:00:00Z'), montreal, null)?.toISOString()).toBe('2026-06-04T13:00:00.000Z');
  });

  it('tells today in the client’s zone', () => {
    expect(todayIn('America/Montreal', new Date('2026-03-01T03:00:00Z'))).toBe('2026-02-28');
    expect(todayIn('Europe/Paris', new Date('2026-03-01T03:00:00Z'))).toBe('2026-03-01');
  });
});
