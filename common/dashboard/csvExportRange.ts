// The CSV export's time range (issue 31): German calendar days as <input type="date"> gives them, both
// inclusive, at most a year with its leap day. The dialog and the server judge a range by this one rule.
import { isDay } from '../intake/practiceClock.ts';

export const MAX_EXPORT_DAYS = 366;

export type RangeProblem = { field: 'from' | 'to'; problem: 'invalidDay' | 'fromAfterTo' | 'rangeTooLong' };

const dayNumber = (day: string) =>
  Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 86_400_000;

/** The range's first problem, or null when it is a valid range. */
export function exportRangeProblem(from: string, to: string): RangeProblem | null {
  if (!isDay(from)) return { field: 'from', problem: 'invalidDay' };
  if (!isDay(to)) return { field: 'to', problem: 'invalidDay' };
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1) return { field: 'to', problem: 'fromAfterTo' };
  if (days > MAX_EXPORT_DAYS) return { field: 'to', problem: 'rangeTooLong' };
  return null;
}

/** The last `days` days up to `today` (YYYY-MM-DD), today included: the dialog's default. */
export function lastDays(today: string, days: number): { from: string; to: string } {
  const from = new Date((dayNumber(today) - days + 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to: today };
}
