import { describe, expect, it } from 'vitest';
import { daysSince, isDay, isTime, minutesUntil, practiceNow } from './practiceClock.ts';

describe('the practice clock', () => {
  it('reads Berlin time in summer and winter, whatever the runtime zone', () => {
    expect(practiceNow(new Date('2026-07-01T22:30:00Z'))).toEqual({ day: '2026-07-02', time: '00:30' });
    expect(practiceNow(new Date('2026-12-31T23:05:00Z'))).toEqual({ day: '2027-01-01', time: '00:05' });
  });

  it('counts minutes until a wall-clock moment and days since a day', () => {
    const now = new Date('2026-11-03T09:30:00Z'); // 10:30 in Berlin
    expect(minutesUntil('2026-11-03', '12:30', now)).toBe(120);
    expect(minutesUntil('2026-11-02', '10:30', now)).toBe(-1440);
    expect(daysSince('2026-10-06', now)).toBe(28);
    expect(daysSince('2026-11-04', now)).toBe(-1);
  });

  it('knows real days and times', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
    expect(isTime('23:59')).toBe(true);
    expect(isTime('07:05:30')).toBe(true);
    expect(isTime('7:05')).toBe(false);
  });
});
