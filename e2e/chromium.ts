// The system Chromium and the flags it needs here (headless, no sandbox, nothing fetched from the network):
// one list for the browser tests and the Lighthouse bench. Never a downloaded browser.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Features the browser tests turn off besides Playwright's own, each a renderer process nobody uses:
 * - Chromium 151 and later build the address bar's popup as a web page of its own
 *   (chrome://omnibox-popup.top-chrome) for every new window, headless too: a renderer that took more CPU than
 *   the app's page itself (0.57 of 1.0 CPU-s for a context and a dashboard load, traced 2026-11-27, Chromium
 *   156). Puppeteer turns the same two off.
 * - After each navigation Chromium starts a spare renderer for the next one; a test's next page opens in a new
 *   context, which cannot take it. Without it: one renderer per context instead of two, 0.97 → 0.79 busy CPU-s
 *   for a context and one page load (2026-11-27, Chromium 156).
 */
export const TEST_DISABLED_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'SpareRendererForSitePerProcess',
];

const DISABLE_FEATURES = '--disable-features=';

/**
 * The features a running Chromium has turned off: the last `--disable-features` of its command line, because
 * Chromium keeps only the last of a repeated switch.
 */
export function disabledFeaturesOf(browserPid: number): string[] {
  const commandLine = readFileSync(`/proc/${browserPid}/cmdline`, 'utf8').split('\0');
  const last = commandLine.filter((arg) => arg.startsWith(DISABLE_FEATURES)).at(-1);
  return last ? last.slice(DISABLE_FEATURES.length).split(',') : [];
}

/**
 * One `--disable-features` switch with Playwright's list and ours: a second switch of ours alone would silently
 * drop Playwright's (PaintHolding, HttpsUpgrades, …). Playwright does not export its list, so it is read off the
 * command line of a browser Playwright starts.
 */
export async function testDisableFeaturesSwitch(): Promise<string> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const playwrights = disabledFeaturesOf(server.process().pid as number);
    if (playwrights.length === 0) throw new Error('Playwright startet Chromium ohne --disable-features.');
    return DISABLE_FEATURES + [...new Set([...playwrights, ...TEST_DISABLED_FEATURES])].join(',');
  } finally {
    await server.close();
  }
}
