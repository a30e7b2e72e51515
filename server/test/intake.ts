// Helpers for the public intake tests.

import { randomIp } from './factories.ts';
import type { TestContext } from './testContext.ts';

export const validContact = {
  type: 'question',
  name: 'Jana Beispiel',
  phone: '030 1234567',
  email: 'jana@beispiel.test',
  message: 'Haben Sie nächste Woche einen Termin frei?',
  privacyConsent: true,
};

export function submit(
  ctx: TestContext,
  body: unknown,
  options: { apikey?: string | null; ip?: string; headers?: Record<string, string> } = {},
) {
  const apikey = options.apikey === undefined ? ctx.anonKey : options.apikey;
  return ctx.app.inject({
    method: 'POST',
    url: '/functions/v1/submitForm',
    headers: { ...(apikey ? { apikey } : {}), ...options.headers },
    payload: body as object,
    remoteAddress: options.ip ?? randomIp(),
  });
}
