// What the two-factor API tests do again and again, through the real API: log in (first step), enable
// two-factor login on the account page, compute the app's code from the secret shown.
import { expect } from 'vitest';
import { totpCode } from '../../services/totp.ts';
import { loginCookie, randomIp, TEST_PASSWORD } from '../../test/factories.ts';
import type { TestContext } from '../../test/testContext.ts';

export const CHALLENGE = 'pd_login_challenge';

/** The code the app shows `steps` time steps from now (the step just used at setup is spent: take the next). */
export const codeAt = (secret: string, steps = 0) =>
  totpCode(secret.replace(/\s/g, ''), Date.now() + steps * 30_000);

export function passwordStep(ctx: TestContext, email: string, password = TEST_PASSWORD, ip = randomIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
}

/** The challenge cookie of a password step's answer, as a Cookie header. */
export function challengeOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === CHALLENGE);
  expect(cookie, 'challenge cookie').toBeDefined();
  return `${CHALLENGE}=${cookie!.value}`;
}

export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'pd_session' && c.value !== '');
  expect(cookie, 'session cookie').toBeDefined();
  return `pd_session=${cookie!.value}`;
}

export function post(
  ctx: TestContext,
  url: string,
  cookie: string | undefined,
  payload?: unknown,
  ip = randomIp(),
) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
    remoteAddress: ip,
  });
}

/** Enables two-factor login for a user through the account page; answers the secret, codes and the session. */
export async function enableTwoFactor(ctx: TestContext, email: string) {
  const cookie = await loginCookie(ctx, email);
  const setup = await post(ctx, '/api/account/two-factor/setup', cookie);
  expect(setup.statusCode).toBe(200);
  const secret = (setup.json() as { secret: string }).secret.replace(/\s/g, '');
  const confirm = await post(ctx, '/api/account/two-factor/confirm', cookie, { code: codeAt(secret) });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, recoveryCodes: (confirm.json() as { recovery_codes: string[] }).recovery_codes, cookie };
}
