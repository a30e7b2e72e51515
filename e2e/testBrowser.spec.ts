// The browser the tests drive: Playwright's own disabled features are kept, and Chromium's address-bar popup page
// (a renderer per window that cost more CPU than the app's page, e2e/chromium.ts) is not built.
import { disabledFeaturesOf, TEST_DISABLED_FEATURES } from './chromium.ts';
import { expect, test } from './test.ts';

test('keeps Playwright’s disabled features and builds no address-bar popup page', async ({
  browser,
  page,
}) => {
  await page.goto('/healthz');
  const cdp = await browser.newBrowserCDPSession();
  // The browser process's own command line (CDP gives it only to a browser started with --enable-automation).
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  const browserProcess = processInfo.find((process) => process.type === 'browser');
  if (!browserProcess) throw new Error('Chromium nannte keinen Browser-Prozess.');
  const features = disabledFeaturesOf(browserProcess.id);
  // PaintHolding and HttpsUpgrades are two of Playwright's own, which a switch of ours alone would drop.
  expect(features).toEqual(
    expect.arrayContaining(['PaintHolding', 'HttpsUpgrades', ...TEST_DISABLED_FEATURES]),
  );
  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://'))).toEqual([]);
  await cdp.detach();
});
