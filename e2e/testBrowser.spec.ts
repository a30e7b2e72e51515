// The browser the tests drive: Playwright's own disabled features are kept, and Chromium builds neither the
// address-bar popup page nor a spare renderer (renderers nobody uses that cost CPU, e2e/chromium.ts).
import { disabledFeaturesOf, TEST_DISABLED_FEATURES } from './chromium.ts';
import { expect, test } from './test.ts';

test('keeps Playwright’s disabled features and starts one renderer per page, nothing besides', async ({
  browser,
  page,
}) => {
  await page.goto('/healthz');
  const cdp = await browser.newBrowserCDPSession();
  const processes = async () => (await cdp.send('SystemInfo.getProcessInfo')).processInfo;
  // The browser process's own command line (CDP gives it only to a browser started with --enable-automation).
  const browserProcess = (await processes()).find((process) => process.type === 'browser');
  if (!browserProcess) throw new Error('Chromium nannte keinen Browser-Prozess.');
  const features = disabledFeaturesOf(browserProcess.id);
  // PaintHolding and HttpsUpgrades are two of Playwright's own, which a switch of ours alone would drop.
  expect(features).toEqual(
    expect.arrayContaining(['PaintHolding', 'HttpsUpgrades', ...TEST_DISABLED_FEATURES]),
  );
  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://'))).toEqual([]);
  // This test's page is the browser's only one: the renderers of earlier tests' closed pages end, a spare one
  // would stay.
  await expect
    .poll(async () => (await processes()).filter((process) => process.type === 'renderer').length)
    .toBe(1);
  await cdp.detach();
});
