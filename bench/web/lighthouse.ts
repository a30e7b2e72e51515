// Lighthouse against a running Praxisdesk with the system Chromium (never a downloaded browser).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/chromium.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The issue's targets (#14). */
export const TARGETS: Record<Category, number> = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 0.95,
};

export interface PageReport {
  scores: Record<Category, number | null>;
  /** Failed accessibility and best-practice audits: title and the first offending items. */
  problems: string[];
}

export interface Browser {
  port: number;
  close: () => Promise<void>;
}

/** Starts Chromium with a DevTools port and a throw-away profile. */
export async function startChromium(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'praxisdesk-lighthouse-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium meldet keinen DevTools-Port:\n${output}`)),
      30_000,
    );
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium beendet (${code}):\n${output}`)));
  });
  return {
    port,
    close: async () => {
      // The profile can be removed only after Chromium stopped writing to it.
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch {
        // A helper process of Chromium still writing: the throw-away profile stays in the temp folder.
      }
    },
  };
}

export type BrowserCookie = { name: string; value: string; url: string };

/**
 * Audits one page (Lighthouse's default: a throttled mid-range phone). `cookies` are put into the browser's
 * own cookie jar first (through Playwright over CDP), so the page sees them as after a real sign-in — the
 * page reads the signed-in hint itself, which a request header could not give it.
 */
export async function auditPage(browser: Browser, url: string, cookies?: BrowserCookie[]) {
  if (cookies) {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
    await cdp.contexts()[0]!.addCookies(cookies);
    await cdp.close();
  }
  const result = await lighthouse(url, {
    port: browser.port,
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Keep the cookies just set (the anonymous pages start from a fresh profile anyway).
    ...(cookies ? { disableStorageReset: true } : {}),
  });
  if (!result) throw new Error(`Lighthouse lieferte kein Ergebnis für ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null]),
  ) as Record<Category, number | null>;
  const problems: string[] = [];
  for (const category of ['accessibility', 'best-practices', 'performance'] as const) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (category === 'performance' && ref.weight === 0) continue;
      problems.push(
        `${category}: ${audit.id} (${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''}) ${audit.title}${describeItems(audit.details)}`,
      );
    }
  }
  return { scores, problems } satisfies PageReport;
}

/** The first few offending items of an audit (a console message, a selector), to know what to fix. */
function describeItems(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const described = items.slice(0, 3).map((item) => {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    return String(
      item.description ?? item.issueType ?? item.url ?? node?.selector ?? node?.snippet ?? '',
    ).slice(0, 160);
  });
  return described.length > 0 ? `\n      ${described.filter(Boolean).join('\n      ')}` : '';
}
