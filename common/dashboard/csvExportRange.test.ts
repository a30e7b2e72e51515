import { describe, expect, it } from 'vitest';
import { exportRangeProblem, lastDays } from './csvExportRange.ts';

describe('the CSV export range', () => {
  it('accepts one day and a leap year, refuses a wrong order, a day too many and non-days', () => {
    expect(exportRangeProblem('2025-03-01', '2025-03-01')).toBeNull();
    expect(exportRangeProblem('2024-01-01', '2024-12-31')).toBeNull();
    expect(exportRangeProblem('2024-01-01', '2025-01-01')).toEqual({ field: 'to', problem: 'rangeTooLong' });
    expect(exportRangeProblem('2025-03-02', '2025-03-01')).toEqual({ field: 'to', problem: 'fromAfterTo' });
    expect(exportRangeProblem('2025-02-29', '2025-03-01')).toEqual({ field: 'from', problem: 'invalidDay' });
    expect(exportRangeProblem('2025-03-01', '')).toEqual({ field: 'to', problem: 'invalidDay' });
  });

  it('gives the last 30 days up to today, across a month and a year end', () => {
    expect(lastDays('2025-03-30', 30)).toEqual({ from: '2025-03-01', to: '2025-03-30' });
    expect(lastDays('2025-01-10', 30)).toEqual({ from: '2024-12-12', to: '2025-01-10' });
  });
});
