// Issue 43, finding 8: errors Fastify meets itself (the router's, the body parsers') answer in the app's
// format {error, errorCode} with a stable id and a German message, never Fastify's {statusCode, code, …}.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { randomIp } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/testContext.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const submitForm = (type: string, payload: string): InjectOptions => ({
  method: 'POST',
  url: '/functions/v1/submitForm',
  headers: { apikey: ctx.anonKey, 'content-type': type },
  payload,
});

it.each<[string, () => InjectOptions, number, string, RegExp]>([
  ['a path that does not decode', () => ({ url: '/%E0%A4%A' }), 400, 'BAD_URL', /Adresse ist ungültig/],
  ['… under /api', () => ({ url: '/api/%E0%A4%A' }), 400, 'BAD_URL', /Adresse ist ungültig/],
  ['… of a function', () => ({ url: '/functions/v1/%E0%A4%A' }), 400, 'BAD_URL', /Adresse ist ungültig/],
  ['an unknown media type', () => submitForm('text/csv', 'a'), 415, 'UNSUPPORTED_MEDIA_TYPE', /Datenformat/],
  ['broken JSON', () => submitForm('application/json', '{'), 400, 'BAD_REQUEST', /kein gültiges JSON/],
  ['an empty JSON body', () => submitForm('application/json', ''), 400, 'BAD_REQUEST', /keine Daten/],
  [
    'a body too large',
    () => submitForm('application/json', 'x'.repeat(300_000)),
    413,
    'PAYLOAD_TOO_LARGE',
    /zu groß/,
  ],
])('%s: in the app format', async (_name, options, status, errorCode, message) => {
  const sent = options();
  const response = await ctx.app.inject({ ...sent, remoteAddress: randomIp() });
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body.errorCode).toBe(errorCode);
  expect(body.error).toMatch(message);
  for (const field of ['statusCode', 'code', 'message']) expect(body).not.toHaveProperty(field);
  // The public functions' answers also carry success: false (spec 002 §7).
  if (String(sent.url).startsWith('/functions/')) expect(body.success).toBe(false);
  expect(response.headers['content-security-policy']).toBeDefined();
});
