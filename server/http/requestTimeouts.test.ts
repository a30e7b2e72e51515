// Slow clients on a real socket (issue 27, finding 4): a body that stalls or trickles and headers that never
// end get 408 with an error id and a closed socket, within the configured time; a handler that takes its time
// on a complete request is not cut off. The app runs with short limits here; the server's own are checked too.
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { createTestContext, type TestContext } from '../test/testContext.ts';
import { HTTP_TIMEOUTS } from './requestTimeouts.ts';

const LIMITS = { headersMs: 300, requestMs: 900, idleMs: 400, keepAliveMs: 5_000, checkEveryMs: 50 };
/** Room for the checking interval, the event loop and a loaded machine. */
const SLACK_MS = 600;
const SLOW_HANDLER_MS = LIMITS.idleMs * 2;

let ctx: TestContext;
let app: App;
let port: number;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await buildApp(ctx, { timeouts: LIMITS });
  // A handler slower than the idle limit, on a request that arrived whole.
  app.get('/test/slow', async () => {
    await sleep(SLOW_HANDLER_MS);
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

/** Opens a connection, lets `talk` write to it, and collects what comes back until the server closes it. */
async function exchange(talk: (socket: Socket, closed: () => boolean) => Promise<void>) {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const started = performance.now();
  let received = '';
  let closed = false;
  socket.on('data', (chunk) => {
    received += chunk.toString('utf8');
  });
  socket.on('error', () => {});
  const end = new Promise<number>((resolve) =>
    socket.on('close', () => {
      closed = true;
      resolve(performance.now() - started);
    }),
  );
  await talk(socket, () => closed);
  const ms = await end;
  const [head = '', body = ''] = received.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body, ms };
}

/** Writes one byte at a time with a pause that never lets the connection go idle, until it closes. */
async function trickle(socket: Socket, closed: () => boolean, text: string) {
  for (const char of text) {
    if (closed()) return;
    socket.write(char);
    await sleep(100);
  }
}

const postHead = (length: number) =>
  [
    'POST /functions/v1/submitForm HTTP/1.1',
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    `apikey: ${ctx.anonKey}`,
    `Content-Length: ${length}`,
    '',
    '',
  ].join('\r\n');

function expectRefused(result: { status: number; body: string }) {
  expect(result.status).toBe(408);
  expect(JSON.parse(result.body)).toMatchObject({ errorCode: 'REQUEST_TIMEOUT' });
}

describe('slow clients', () => {
  it('answers a body that stalls with 408 and closes the socket after the idle limit', async () => {
    const result = await exchange(async (socket) => {
      socket.write(`${postHead(100_000)}{"ten`);
    });
    expectRefused(result);
    expect(result.ms).toBeGreaterThanOrEqual(LIMITS.idleMs - 50);
    expect(result.ms).toBeLessThan(LIMITS.idleMs + SLACK_MS);
  });

  it('answers a body that trickles in with 408 after the request limit', async () => {
    const result = await exchange((socket, closed) => {
      socket.write(postHead(100_000));
      return trickle(socket, closed, 'x'.repeat(100));
    });
    expectRefused(result);
    expect(result.ms).toBeGreaterThanOrEqual(LIMITS.requestMs - 50);
    expect(result.ms).toBeLessThan(LIMITS.requestMs + SLACK_MS);
  });

  it('answers headers that never end with 408 after the headers limit', async () => {
    const result = await exchange((socket, closed) =>
      trickle(socket, closed, `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Long: ${'y'.repeat(100)}`),
    );
    expectRefused(result);
    expect(result.ms).toBeGreaterThanOrEqual(LIMITS.headersMs - 50);
    expect(result.ms).toBeLessThan(LIMITS.headersMs + SLACK_MS);
  });

  it('leaves a handler at work on a complete request alone, beyond the idle limit', async () => {
    const result = await exchange(async (socket) => {
      socket.write('GET /test/slow HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    });
    expect(result.status).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ done: true });
    expect(result.ms).toBeGreaterThanOrEqual(SLOW_HANDLER_MS - 50);
  });

  it('answers a body that arrives in parts within the limits', async () => {
    const result = await exchange(async (socket) => {
      const body = JSON.stringify({ tenantId: 'praxis-gibt-es-nicht', formData: { name: 'Jana' } });
      socket.write(
        postHead(Buffer.byteLength(body)).replace('HTTP/1.1\r\n', 'HTTP/1.1\r\nConnection: close\r\n'),
      );
      for (const part of [body.slice(0, 10), body.slice(10, 30), body.slice(30)]) {
        await sleep(LIMITS.idleMs / 4);
        socket.write(part);
      }
    });
    expect(result.status).toBe(404);
    expect(JSON.parse(result.body)).toMatchObject({ errorCode: 'TENANT_NOT_FOUND' });
  });
});

describe('requests Node cannot read', () => {
  it('are answered with their status and an error id, and the socket closes', async () => {
    const broken = await exchange(async (socket) => {
      socket.write('NICHT HTTP\r\n\r\n');
    });
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toMatchObject({ errorCode: 'BAD_REQUEST' });
    const huge = await exchange(async (socket) => {
      socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Gross: ${'z'.repeat(20_000)}\r\n\r\n`);
    });
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.body)).toMatchObject({ errorCode: 'HEADERS_TOO_LARGE' });
  });
});

describe('the server’s limits', () => {
  it('are those the README names, and what Node enforces', () => {
    expect(HTTP_TIMEOUTS).toEqual({
      headersMs: 20_000,
      requestMs: 120_000,
      idleMs: 30_000,
      keepAliveMs: 72_000,
      checkEveryMs: 1_000,
    });
    const server = ctx.app.server;
    expect(server.headersTimeout).toBe(20_000);
    expect(server.requestTimeout).toBe(120_000);
    expect(server.timeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(72_000);
  });
});
