// The server's real logger configuration (serverLogger, AccessLogController) on a stream that says it is a
// terminal, and on one that does not.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, expect, it } from 'vitest';
import type { Env } from '../env.ts';
import { AccessLogController, serverLogger } from './logger.ts';

function output(isTTY: boolean) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream: Object.assign(stream, { isTTY }), lines };
}

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function server(level: Env['LOG_LEVEL'], stream: Writable) {
  const app = Fastify({ logger: serverLogger(level, stream), logController: new AccessLogController() });
  apps.push(app);
  app.get('/healthz', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const TIME = '\\d\\d:\\d\\d:\\d\\d';

it('writes one readable line per event on a terminal; requests and "listening" only at debug', async () => {
  const { stream, lines } = output(true);
  const app = await server('info', stream);
  await app.inject({ url: '/healthz?code=123456' });
  app.log.warn(
    { job: 'notify-submission', reason: 'SMTP nicht erreichbar' },
    'Hintergrundauftrag fehlgeschlagen',
  );
  app.log.error({ err: new Error('kaputt') }, 'unhandled error');

  expect(lines[0]).toMatch(
    new RegExp(
      `^${TIME} WARNUNG: Hintergrundauftrag fehlgeschlagen \\(job=notify-submission, reason=SMTP nicht erreichbar\\)$`,
    ),
  );
  expect(lines[1]).toMatch(new RegExp(`^${TIME} FEHLER: unhandled error – kaputt$`));
  // The error's stack frames follow, indented; nothing else was written (no request, no "Server listening").
  expect(lines.slice(2).length).toBeGreaterThan(0);
  for (const frame of lines.slice(2)) expect(frame).toMatch(/^ {4}at /);
  expect(lines.join('\n')).not.toContain('{');
});

it('shows the requests at LOG_LEVEL=debug, without the query string', async () => {
  const { stream, lines } = output(true);
  const app = await server('debug', stream);
  await app.inject({ url: '/healthz?code=123456' });
  expect(lines).toContainEqual(
    expect.stringMatching(new RegExp(`^${TIME} DEBUG: Server listening at http://`)),
  );
  expect(lines.at(-1)).toMatch(new RegExp(`^${TIME} DEBUG: GET /healthz → 200 \\(\\d+ ms\\)$`));
  expect(lines.join('\n')).not.toContain('123456');
});

it('keeps the JSON lines, requests at info, for a file or a pipe', async () => {
  const { stream, lines } = output(false);
  const app = await server('info', stream);
  await app.inject({ url: '/healthz' });
  const events = lines.map((line) => JSON.parse(line));
  expect(events.map((event) => event.msg)).toEqual([
    expect.stringMatching(/^Server listening at /),
    'request completed',
  ]);
  expect(events[1]).toMatchObject({
    level: 30,
    req: { method: 'GET', url: '/healthz' },
    res: { statusCode: 200 },
  });
});
