// The HTTP shell around the routes: health, headers, errors, static files and the SPA fallback, CORS.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { SESSION_COOKIE } from './auth/sessions.ts';
import { createTestContext, type TestContext } from './test/testContext.ts';

let ctx: TestContext;
let web: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  ctx = await createTestContext();
  const webRoot = mkdtempSync(join(tmpdir(), 'praxisdesk-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Praxisdesk</title><div id="root"></div>');
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(join(webRoot, 'assets', 'app-123.js'), script);
  writeFileSync(join(webRoot, 'assets', 'app-123.js.br'), brotliCompressSync(script));
  web = await buildApp({ ...ctx, webRoot });
});
afterAll(async () => {
  await web.close();
  await ctx.close();
});

describe('HTTP shell', () => {
  it('answers /healthz when the database answers', async () => {
    const response = await ctx.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers with a strict script policy', async () => {
    const response = await ctx.app.inject({ url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets nobody keep a copy of an API answer (they may carry personal data); assets stay cacheable', async () => {
    for (const url of [
      '/api/auth/session',
      '/api/submissions/stats',
      '/api/public/key',
      '/functions/v1/getSubmissions',
    ])
      expect((await ctx.app.inject({ url })).headers['cache-control'], url).toBe('no-store');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'niemand@praxis.test', password: 'falsch-falsch' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown API paths with a JSON error, client routes with the app', async () => {
    const api = await web.inject({ url: '/api/gibt-es-nicht' });
    expect(api.statusCode).toBe(404);
    expect(api.json().errorCode).toBe('NOT_FOUND');
    const page = await web.inject({ url: '/dashboard?page=2', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('serves assets without looking up the session (the API does, and forgets an ended one)', async () => {
    const cookie = `${SESSION_COOKIE}=beendet-oder-unbekannt`;
    const api = await web.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(String(api.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=;`);
    const asset = await web.inject({ url: '/assets/app-123.js', headers: { cookie } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['set-cookie']).toBeUndefined();
  });

  it('serves precompressed, long-cached assets', async () => {
    const response = await web.inject({
      url: '/assets/app-123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.length).toBeLessThan(1000);
  });

  it('opens CORS for the public functions only', async () => {
    const preflight = (url: string) =>
      ctx.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'https://praxis-website.example', 'access-control-request-method': 'POST' },
      });
    const functions = await preflight('/functions/v1/submitForm');
    expect(functions.headers['access-control-allow-origin']).toBe('https://praxis-website.example');
    const api = await preflight('/api/auth/login');
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('turns a body over 256 KB into 413 with a stable id', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.de', password: 'x'.repeat(300_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errorCode).toBe('PAYLOAD_TOO_LARGE');
  });
});
