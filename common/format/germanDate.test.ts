import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seededRandom.ts';
import { germanDate, germanDateTime } from './germanDate.ts';

const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

describe('germanDate and germanDateTime write what Intl.DateTimeFormat("de-DE") writes in the same zone', () => {
  it('for 5,000 random instants from 1970 to 2100 and the turn of a day, month and year', () => {
    const random = seededRandom(24);
    const instants = [
      new Date(2025, 11, 31, 23, 59),
      new Date(2026, 0, 1, 0, 0),
      new Date(2026, 2, 29, 2, 30),
      new Date(2026, 9, 25, 2, 30),
      ...Array.from({ length: 5_000 }, () => new Date(random() * 4_102_444_800_000)),
    ];
    const date = new Intl.DateTimeFormat('de-DE', DATE);
    const dateTime = new Intl.DateTimeFormat('de-DE', {
      ...DATE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const instant of instants) {
      expect(germanDate(instant)).toBe(date.format(instant));
      expect(germanDateTime(instant)).toBe(dateTime.format(instant).replace(', ', ' '));
    }
  });
});
