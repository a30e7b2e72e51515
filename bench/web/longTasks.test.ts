import { describe, expect, it } from 'vitest';
import { blockingAfter } from './longTasks.ts';

describe("blockingAfter (Lighthouse's Total Blocking Time rule)", () => {
  it('counts each task past 50 ms, only from the first paint on', () => {
    const tasks = [
      { start: 0, duration: 400 }, // ends before the paint at 500: nothing
      { start: 600, duration: 120 }, // 70
      { start: 800, duration: 50 }, // exactly 50: nothing
      { start: 450, duration: 130 }, // 80 after the paint: 30
    ];
    expect(blockingAfter(500, tasks)).toBe(100);
  });

  it('is 0 without long tasks', () => {
    expect(blockingAfter(0, [])).toBe(0);
  });
});
