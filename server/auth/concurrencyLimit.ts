// At most `slots` tasks at once; later ones queue, and beyond `maxWaiting` queued ones a task is refused at
// once (the caller answers "busy") instead of piling up memory and latency.
export class LimitBusyError extends Error {}

export function createConcurrencyLimit(slots: number, maxWaiting: number) {
  let running = 0;
  let peak = 0;
  const waiting: Array<() => void> = [];

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= slots) {
      if (waiting.length >= maxWaiting) throw new LimitBusyError('concurrency limit: queue full');
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    peak = Math.max(peak, running);
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line (running stays the same), else free it.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return { run, stats: () => ({ running, waiting: waiting.length, peak }) };
}
