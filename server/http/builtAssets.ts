// The build's hashed files (dist/web/assets), served from memory: a page's first load asks for dozens of them
// at once, and a file read per request (stat, stream, precompressed lookup) cost ~2 ms each, queued behind
// each other on one thread. The files never change while the server runs (new build, new names), so each
// variant (brotli, gzip, plain) is read on its first request and kept; a build is ~2 MB in all.
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../errors.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.json': 'application/json; charset=utf-8',
};

/** The Content-Type of a build file by its extension; undefined for one we do not serve. */
export const contentTypeOf = (name: string): string | undefined => CONTENT_TYPES[extname(name)];

/** Encodings in the order we prefer them, with the suffix the build's precompression gives their files. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

type Variant = { body: Buffer; etag: string };

/** The encodings a client takes, by Accept-Encoding (an explicit q=0 refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

export function registerBuiltAssets(app: FastifyInstance, assetsDir: string) {
  // Only names the build wrote can be asked for: no path from the request ever reaches the file system. Dot
  // files are no build output (staticFiles.ts serves no dot path either).
  const files = new Set(readdirSync(assetsDir).filter((name) => !name.startsWith('.')));
  const variants = new Map<string, Promise<Variant>>();
  const load = (file: string) => {
    let variant = variants.get(file);
    if (!variant) {
      variant = readFile(join(assetsDir, file)).then(
        (body) => ({ body, etag: `"${body.length.toString(16)}-${file}"` }),
        (error: unknown) => {
          // Not kept: a failed read (the file removed under a running server) is tried again next time.
          variants.delete(file);
          throw error;
        },
      );
      variants.set(file, variant);
    }
    return variant;
  };

  const serve = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const name = request.params['*'];
    const type = contentTypeOf(name);
    // A missing hashed file is an old page asking after a new build: a 404, never the app's HTML.
    if (!files.has(name) || !type) throw errors.notFound('Diese Datei gibt es nicht (mehr).');
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const encoding = ENCODINGS.find((e) => accepted.has(e.name) && files.has(name + e.suffix));
    const { body, etag } = await load(encoding ? name + encoding.suffix : name);
    // Beside what CORS may have put into Vary already (Origin).
    const vary = reply.getHeader('Vary');
    reply
      .header('Content-Type', type)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      .header('ETag', etag);
    if (encoding) reply.header('Content-Encoding', encoding.name);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);
  };
  // The same bytes for everyone: the session cookie a signed-in page sends along is not looked up.
  app.get('/assets/*', { config: { withoutSession: true } }, serve);
}
