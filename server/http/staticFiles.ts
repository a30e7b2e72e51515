// The built web app: precompressed assets (brotli/gzip made at build time) from memory with long caching
// (builtAssets.ts), the other files of the web root from disk, and index.html for every client route, naming
// the chunks of that route's screen (routePreloads.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasSignedInHint } from '../../common/sessionSignals.ts';
import { errors } from '../errors.ts';
import { registerBuiltAssets } from './builtAssets.ts';
import { routeHtml } from './routePreloads.ts';

const API_PREFIXES = ['/api/', '/functions/', '/healthz'];

/**
 * A path with a segment that starts with a dot (`/.vite/manifest.json`, `/.env`, `/a/../b`, also spelled
 * `%2e`): never a file of ours to serve, nor a client route. The build's module map and whatever else a
 * tool leaves in a dot folder stay on the server.
 */
export function hasDotSegment(url: string): boolean {
  const path = url.split('?')[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return decoded.split(/[/\\]/).some((segment) => segment.startsWith('.'));
}

/**
 * policyFor: the Content-Security-Policy of a page's HTML (the reception's name the practice's logo origin);
 * without it the security-headers hook sets the common one.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  webRoot: string | undefined,
  policyFor?: (request: FastifyRequest) => Promise<string>,
) {
  const hasWeb = webRoot && existsSync(join(webRoot, 'index.html'));
  if (hasWeb) {
    if (existsSync(join(webRoot, 'assets'))) registerBuiltAssets(app, join(webRoot, 'assets'));
    await app.register(fastifyStatic, {
      root: webRoot,
      preCompressed: true,
      wildcard: true,
      index: false,
      // Answered by the not-found handler below: a 404, not the app's HTML.
      dotfiles: 'ignore',
      // The root's own files (logo, icons) keep their names across builds: revalidated.
      setHeaders: (reply) => reply.header('Cache-Control', 'no-cache'),
    });
  }
  // Without the build's manifest (a hand-made web root) every route gets index.html as it is.
  const manifestPath = hasWeb ? join(webRoot, '.vite', 'manifest.json') : '';
  const htmlFor =
    hasWeb && existsSync(manifestPath)
      ? routeHtml(
          JSON.parse(readFileSync(manifestPath, 'utf8')),
          readFileSync(join(webRoot, 'index.html'), 'utf8'),
        )
      : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    const page = !isApi && !hasDotSegment(request.url);
    if (page && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('Cache-Control', 'no-cache');
      if (policyFor) reply.header('Content-Security-Policy', await policyFor(request));
      if (!htmlFor) return reply.sendFile('index.html');
      // The back office's HTML names the session probe only for a browser holding the signed-in hint.
      reply.header('Vary', 'Cookie');
      const signedIn = hasSignedInHint(request.headers.cookie ?? '');
      return reply.type('text/html; charset=utf-8').send(htmlFor(request.url, signedIn));
    }
    throw errors.notFound('Diese Adresse gibt es nicht.');
  });
}
