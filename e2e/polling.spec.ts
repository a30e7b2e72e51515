// Dashboard polling (spec 000 §9) against a server that really goes away: 120 s between polls, then
// 60 s × 2^errors after connection errors (each failed poll retried twice first), no more polls after the
// third, and a manual refresh starts over.
// The browser clock is controlled; the server is a second instance this test stops and restarts.

import { dashboardTexts as texts } from '../common/texts/dashboard.ts';
import { USER } from './fixtures.ts';
import { logIn } from './helpers.ts';
import { type OwnServer, ownServer } from './ownServer.ts';
import { OWN_SERVER_PORTS } from './ports.ts';
import { expect, type Page, test } from './test.ts';

let server: OwnServer;

test.beforeAll(async () => {
  // A second server's start is slow on a busy machine (as in session.spec.ts).
  test.setTimeout(90_000);
  server = ownServer(OWN_SERVER_PORTS.polling);
  await server.start();
});
test.afterAll(async () => {
  await server?.dispose();
});

/** Counts the list requests the page sends, whether or not they reach a server. */
function countListRequests(page: Page) {
  const counter = { sent: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/functions/v1/getSubmissions')) counter.sent += 1;
  });
  return counter;
}

test('polling backs off after network errors, stops after three, and a refresh starts it again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  // The page's time (the installed clock, which runs on in real time) when its last list call settled: the
  // next poll is due a fixed time after that (useDashboardData.ts), however long the test then took to look
  // (on a loaded machine more than the 2 s of slack below).
  await page.addInitScript(() => {
    const send = window.fetch;
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      try {
        return await send(...args);
      } finally {
        const url = args[0] instanceof Request ? args[0].url : String(args[0]);
        if (url.endsWith('/functions/v1/getSubmissions'))
          (window as { listSettledAt?: number }).listSettledAt = Date.now();
      }
    };
  });
  const requests = countListRequests(page);
  const list = page.locator('[data-poll-errors]');

  await logIn(page, USER, { origin: server.url });
  await expect(page.getByText(texts.list.empty)).toBeVisible();
  await expect(list).toHaveAttribute('aria-busy', 'false');

  /**
   * The next poll must come `seconds` after the last call settled: nothing until 2 s before, then it comes
   * within 4 s. Time is moved in one jump to just before and then in 1-s steps. With the server away, a poll
   * is `attempts` calls: the first and its retries 1 s and 2 s later (the clock steps until all were sent).
   */
  async function expectNextPollAfter(seconds: number, attempts = 1) {
    const before = requests.sent;
    const sinceSettled = await page.evaluate(
      () => Date.now() - (window as { listSettledAt?: number }).listSettledAt!,
    );
    await page.clock.runFor((seconds - 2) * 1_000 - sinceSettled);
    expect(requests.sent, `no poll before ${seconds} s`).toBe(before);
    for (let step = 0; step < 4 && requests.sent === before; step++) {
      await page.clock.runFor(1_000);
      await page.waitForTimeout(50);
    }
    await expect.poll(() => requests.sent, { message: `a poll after ${seconds} s` }).toBeGreaterThan(before);
    for (let step = 0; step < 5 && requests.sent < before + attempts; step++) {
      await page.clock.runFor(1_000);
      await page.waitForTimeout(50);
    }
    await expect
      .poll(() => requests.sent, { message: `${attempts} calls in this poll` })
      .toBe(before + attempts);
  }

  // Running server: every 120 s.
  await expectNextPollAfter(120);
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await expect(list).toHaveAttribute('data-poll-errors', '0');

  await server.stop();

  // First failure after the normal interval, then 60 s × 2^1 and 60 s × 2^2; each poll is retried twice
  // (1 s, 2 s) before it counts as one error.
  await expectNextPollAfter(120, 3);
  await expect(list).toHaveAttribute('data-poll-errors', '1');
  await expect(page.getByRole('alert')).toContainText(texts.errors.network);
  await expectNextPollAfter(120, 3);
  await expect(list).toHaveAttribute('data-poll-errors', '2');
  await expectNextPollAfter(240, 3);
  await expect(list).toHaveAttribute('data-poll-errors', '3');
  await expect(page.getByText(texts.list.pollingStopped)).toBeVisible();

  // Stopped: not even after 60 s × 2^3 and more.
  const stoppedAt = requests.sent;
  await page.clock.runFor(20 * 60_000);
  await page.waitForTimeout(200);
  expect(requests.sent).toBe(stoppedAt);

  // The server is back; a manual refresh loads, resets the count and polling runs again every 120 s.
  await server.start();
  await page.getByRole('button', { name: texts.refresh }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(list).toHaveAttribute('data-poll-errors', '0');
  await expect(page.getByText(texts.list.pollingStopped)).toHaveCount(0);
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await expectNextPollAfter(120);
  await expect(list).toHaveAttribute('data-poll-errors', '0');
});
