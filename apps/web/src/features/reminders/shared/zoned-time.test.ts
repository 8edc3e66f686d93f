import { describe, expect, it } from 'vitest';
import { isoToZoned, offsetAt, todayIn, zonedToIso } from './zoned-time';

describe('wall-clock times in a time zone', () => {
  it('gives the offset of the zone at an instant, summer and winter', () => {
    expect(offsetAt(Date.UTC(2026, 0, 15, 12), 'America/Toronto')).toBe(-300);
    expect(offsetAt(Date.UTC(2026, 6, 15, 12), 'America/Toronto')).toBe(-240);
    expect(offsetAt(Date.UTC(2026, 6, 15, 12), 'Asia/Kathmandu')).toBe(345);
  });

  it('turns a day and a time in a zone into an instant with its offset, and back', () => {
    expect(zonedToIso('2026-01-15', '09:30', 'America/Toronto')).toBe('2026-01-15T09:30:00-05:00');
    expect(zonedToIso('2026-07-15', '09:30', 'America/Toronto')).toBe('2026-07-15T09:30:00-04:00');
    expect(zonedToIso('2026-07-15', '00:15', 'Asia/Kathmandu')).toBe('2026-07-15T00:15:00+05:45');
    expect(new Date(zonedToIso('2026-03-08', '12:00', 'America/Toronto')).toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(isoToZoned('2026-07-15T13:30:00.000Z', 'America/Toronto')).toEqual({ day: '2026-07-15', time: '09:30' });
    expect(isoToZoned('2026-01-01T02:00:00Z', 'America/Toronto')).toEqual({ day: '2025-12-31', time: '21:00' });
  });

  it('says which day it is in a zone', () => {
    expect(todayIn('America/Toronto', Date.UTC(2026, 0, 1, 3))).toBe('2025-12-31');
    expect(todayIn('Europe/Paris', Date.UTC(2026, 0, 1, 3))).toBe('2026-01-01');
  });
});
