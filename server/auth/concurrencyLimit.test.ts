import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit, LimitBusyError } from './concurrencyLimit.ts';

describe('createConcurrencyLimit', () => {
  it('runs at most `slots` tasks at once, queues a bounded number and refuses the rest', async () => {
    const limit = createConcurrencyLimit(2, 3);
    const releases: Array<() => void> = [];
    let started = 0;
    const task = () =>
      limit.run(() => {
        started += 1;
        return new Promise<void>((resolve) => releases.push(resolve));
      });
    const accepted = Array.from({ length: 5 }, task);
    await expect(task()).rejects.toBeInstanceOf(LimitBusyError);
    await Promise.resolve();
    expect(started).toBe(2);
    expect(limit.stats()).toMatchObject({ running: 2, waiting: 3 });
    // Each finished task hands its slot on: every accepted one runs, never more than two at once.
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await Promise.all(accepted);
    expect(started).toBe(5);
    expect(limit.stats()).toEqual({ running: 0, waiting: 0, peak: 2 });
  });

  it('frees the slot when a task fails', async () => {
    const limit = createConcurrencyLimit(1, 0);
    await expect(limit.run(() => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    await expect(limit.run(async () => 'weiter')).resolves.toBe('weiter');
  });
});
