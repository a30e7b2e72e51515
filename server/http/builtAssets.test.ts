// The build's assets from memory: the encoding a client takes, caching, and nothing but the build's own files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, registerBuiltAssets } from './builtAssets.ts';
import { registerErrorHandler } from './errorHandler.ts';
import { registerStaticFiles } from './staticFiles.ts';

const script = `export const x = ${JSON.stringify('y'.repeat(3000))};`;
let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'praxisdesk-assets-'));
  const assets = join(root, 'assets');
  mkdirSync(assets);
  writeFileSync(join(assets, 'app-1a2b.js'), script);
  writeFileSync(join(assets, 'app-1a2b.js.br'), brotliCompressSync(script));
  writeFileSync(join(assets, 'app-1a2b.js.gz'), gzipSync(script));
  writeFileSync(join(assets, 'late-3c.js'), 'export {};');
  writeFileSync(join(assets, 'font-9z.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  writeFileSync(join(root, 'secret.txt'), 'nicht ausliefern');
  app = Fastify();
  registerErrorHandler(app);
  registerBuiltAssets(app, assets);
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers });

describe('built assets', () => {
  it('sends brotli, else gzip, else the plain file, as the client accepts', async () => {
    const br = await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const response of [br, gz, plain]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    }
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    const font = await get('/assets/font-9z.woff2', { 'accept-encoding': 'br' });
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined();
  });

  it('answers a repeated request by its ETag with 304, and HEAD without a body', async () => {
    const first = await get('/assets/app-1a2b.js', { 'accept-encoding': 'br' });
    const again = await get('/assets/app-1a2b.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await get('/assets/app-1a2b.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
  });

  it('serves nothing but the build’s own files: 404 as JSON, never another file', async () => {
    for (const url of [
      '/assets/gibt-es-nicht-77.js',
      '/assets/../secret.txt',
      '/assets/%2e%2e/secret.txt',
      '/assets/app-1a2b.js.br',
    ]) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('nicht ausliefern');
    }
    expect((await get('/assets/gibt-es-nicht-77.js')).json().errorCode).toBe('NOT_FOUND');
  });

  it('does not keep a failed read: a file back in place is served again', async () => {
    const file = join(root, 'assets', 'late-3c.js');
    rmSync(file);
    expect((await get('/assets/late-3c.js')).statusCode).toBe(500);
    writeFileSync(file, 'export {};');
    const again = await get('/assets/late-3c.js');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('export {};');
  });

  it('reads Accept-Encoding with its weights', () => {
    expect([...acceptedEncodings('gzip, deflate, br;q=0.9')]).toEqual(['gzip', 'deflate', 'br']);
    expect(acceptedEncodings('br;q=0, gzip').has('br')).toBe(false);
    expect(acceptedEncodings(undefined).size).toBe(0);
  });
});

describe('the web root', () => {
  let web: FastifyInstance;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'praxisdesk-webroot-'));
    mkdirSync(join(webRoot, 'assets'));
    mkdirSync(join(webRoot, '.vite'));
    mkdirSync(join(webRoot, 'docs', '.git'), { recursive: true });
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>App</title>');
    writeFileSync(join(webRoot, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(webRoot, 'assets', 'app-1a2b.js'), script);
    writeFileSync(join(webRoot, 'assets', '.hidden.js'), 'geheim');
    // What a build or a tool leaves in dot folders (the real build's module map is .vite/manifest.json).
    writeFileSync(join(webRoot, '.vite', 'ssr-manifest.json'), '{"geheim":true}');
    writeFileSync(join(webRoot, '.env'), 'geheim');
    writeFileSync(join(webRoot, 'docs', '.git', 'config'), 'geheim');
    web = Fastify();
    registerErrorHandler(web);
    await registerStaticFiles(web, webRoot);
  });
  afterAll(async () => {
    await web.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves no path with a segment that starts with a dot: 404, not the file and not the app', async () => {
    for (const url of [
      '/.vite/ssr-manifest.json',
      '/%2evite/ssr-manifest.json',
      '/.env',
      '/.env?x=1',
      '/docs/.git/config',
      '/assets/.hidden.js',
      '/.vite/',
      '/.gibt-es-nicht',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await web.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.body).not.toContain('geheim');
        expect(response.body).not.toContain('<title>App</title>');
      }
      expect((await web.inject({ url })).json().errorCode, url).toBe('NOT_FOUND');
    }
  });

  it('still serves the root’s files and the app for client routes', async () => {
    expect((await web.inject({ url: '/logo.svg' })).statusCode).toBe(200);
    expect((await web.inject({ url: '/assets/app-1a2b.js' })).body).toBe(script);
    const route = await web.inject({ url: '/online-rezeption/fragen?tenant=x.y' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>App</title>');
  });
});
