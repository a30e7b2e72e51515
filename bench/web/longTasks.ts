// What Lighthouse's Total Blocking Time is made of: the page is opened in the system Chromium with the CPU
// slowed 4× (Lighthouse's phone), and every main-thread task over 50 ms after the first paint is listed with
// the blocking time it adds. Observed, not simulated like Lighthouse's score: the figures show which tasks
// block, run against run.
//
// Through a bare DevTools connection (Page and Emulation only), because what DevTools switches on changes
// the page's work: with the Runtime domain enabled (Lighthouse, Playwright and an open DevTools window all
// do), V8 records a detailed stack for every Error object created, and React creates its sentinel errors
// while react-dom's module runs, so V8 re-parses that 180-kB module function for its source positions: a
// task of 0.5–1 s at 4× that a phone without DevTools never runs (docs/performance.md, "Web performance").
// `withRuntime` measures as Lighthouse does.
import WebSocket from 'ws';
import { type BrowserCookie, startChromium } from './lighthouse.ts';

export interface LongTaskRun {
  firstPaintMs: number;
  blockingMs: number;
  /** Start and duration of each task over 50 ms, in ms from the navigation. */
  tasks: { start: number; duration: number }[];
}

const OBSERVER = `window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: 'longtask', buffered: true });`;

/** Opens `url` `runs` times, each in a new Chromium (cold caches, as Lighthouse). */
export async function observeLongTasks(
  url: string,
  runs: number,
  options: { cookies?: BrowserCookie[]; withRuntime?: boolean } = {},
): Promise<LongTaskRun[]> {
  const results: LongTaskRun[] = [];
  for (let run = 0; run < runs; run++) {
    const browser = await startChromium();
    try {
      results.push(await observeOnce(browser.port, url, options));
    } finally {
      await browser.close();
    }
  }
  return results;
}

async function observeOnce(
  port: number,
  url: string,
  options: { cookies?: BrowserCookie[]; withRuntime?: boolean },
): Promise<LongTaskRun> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as {
    type: string;
    webSocketDebuggerUrl: string;
  }[];
  const page = targets.find((target) => target.type === 'page');
  if (!page) throw new Error('Chromium zeigt keine Seite');
  const socket = new WebSocket(page.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let lastId = 0;
  const waiting = new Map<number, (answer: { result?: unknown; error?: { message: string } }) => void>();
  let loaded: () => void = () => {};
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as {
      id?: number;
      method?: string;
      result?: unknown;
      error?: { message: string };
    };
    if (message.method === 'Page.loadEventFired') loaded();
    if (!message.id) return;
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  const send = async <T>(method: string, params: object = {}): Promise<T> => {
    const id = ++lastId;
    const answer = await new Promise<{ result?: unknown; error?: { message: string } }>((resolve) => {
      waiting.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
    if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
    return answer.result as T;
  };
  try {
    for (const cookie of options.cookies ?? []) await send('Network.setCookie', cookie);
    await send('Page.enable');
    if (options.withRuntime) await send('Runtime.enable');
    await send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await send('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVER });
    // A page that never loads fails the run instead of holding the bench.
    const load = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${url}: kein load-Ereignis nach 60 s`)), 60_000);
      loaded = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    await send('Page.navigate', { url });
    await load;
    // The page's requests after the load (session, list, stats, chart) and their renders; Lighthouse waits
    // for a quiet main thread too.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const { result } = await send<{ result: { value: string } }>('Runtime.evaluate', {
      expression: `JSON.stringify({ tasks: window.__longTasks,
        firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0 })`,
      returnByValue: true,
    });
    const { tasks, firstPaintMs } = JSON.parse(result.value) as Omit<LongTaskRun, 'blockingMs'>;
    return { firstPaintMs, blockingMs: blockingAfter(firstPaintMs, tasks), tasks };
  } finally {
    socket.close();
  }
}

/** Lighthouse's rule (tbt-utils): a task's part after the first contentful paint, past 50 ms. */
export function blockingAfter(firstPaintMs: number, tasks: readonly { start: number; duration: number }[]) {
  return tasks.reduce((sum, task) => {
    const counted = task.start + task.duration - Math.max(task.start, firstPaintMs);
    return sum + Math.max(0, counted - 50);
  }, 0);
}
