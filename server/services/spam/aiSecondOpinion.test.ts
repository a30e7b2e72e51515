// The optional AI second opinion against a small OpenAI-compatible server started here.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreSubmissions } from '../../commands/scoreSubmissions.ts';
import { makeTenant } from '../../test/factories.ts';
import { rowOf, submitContact } from '../../test/spam.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';
import { askAi } from './aiSecondOpinion.ts';

let server: Server;
let baseUrl: string;
let mode: 'spam' | 'ham' | 'broken' | 'slow' | 'error' = 'spam';
const requests: { auth?: string; body: { model: string; messages: { content: string }[] } }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      requests.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      const reply = (content: string) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      };
      if (mode === 'error') {
        res.writeHead(500).end('kaputt');
      } else if (mode === 'slow') {
        setTimeout(() => reply('{"spam":true,"confidence":1,"reason":"zu spät"}'), 1500);
      } else if (mode === 'broken') {
        reply('Ich denke, das ist Spam.');
      } else {
        reply(
          JSON.stringify({
            spam: mode === 'spam',
            confidence: 0.9,
            reason: mode === 'spam' ? 'Werbeangebot' : 'Echte Anfrage',
          }),
        );
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const config = () => ({ baseUrl, model: 'test-modell', apiKey: 'geheim' });

describe('askAi', () => {
  it('asks with the model and key, and reads a strict JSON answer', async () => {
    mode = 'spam';
    const verdict = await askAi(config(), 'Kaufen Sie Wartezimmer-TV');
    expect(verdict).toEqual({ isSpam: true, score: 95, reason: 'KI-Zweitmeinung: Werbeangebot' });
    expect(requests.at(-1)).toMatchObject({ auth: 'Bearer geheim', body: { model: 'test-modell' } });
  });

  it('gives up on errors, non-JSON answers and timeouts', async () => {
    mode = 'error';
    expect(await askAi(config(), 'x')).toBeNull();
    mode = 'broken';
    expect(await askAi(config(), 'x')).toBeNull();
    mode = 'slow';
    expect(await askAi(config(), 'x', 200)).toBeNull();
  });
});

describe('in the pipeline', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ AI_BASE_URL: baseUrl, AI_MODEL: 'test-modell' });
  });
  afterAll(() => ctx.close());

  // Uncertain for the local engine: a cooperation offer could be a local club or an advertiser.
  const uncertain = {
    name: 'Karl Heinz',
    email: 'k.heinz@gmail.com',
    message: 'Guten Tag, haben Sie Interesse an einer Kooperation mit unserem Sportverein?',
  };

  it('decides uncertain scores (30–70) and says so; the local score stands when the AI fails', async () => {
    const tenant = await makeTenant(ctx);
    const deps = { ...ctx, ai: { baseUrl, model: 'test-modell' } };
    mode = 'spam';
    const a = await submitContact(ctx, tenant.tenantId, uncertain);
    const [local] = await scoreSubmissions({ ...ctx }, [a], { mode: 'rescore' });
    expect(local!.score).toBeGreaterThanOrEqual(30);
    expect(local!.score).toBeLessThanOrEqual(70);
    const [decided] = await scoreSubmissions(deps, [a], { mode: 'rescore' });
    expect(decided).toMatchObject({ aiClassified: true, isSpam: true, score: 95 });
    expect(await rowOf(ctx, a)).toMatchObject({ aiClassified: true, isSpam: true });
    expect((await rowOf(ctx, a)).spamReasons).toContain('KI-Zweitmeinung: Werbeangebot');

    mode = 'error';
    const [fallback] = await scoreSubmissions(deps, [a], { mode: 'rescore' });
    expect(fallback).toMatchObject({ aiClassified: false, score: local!.score });
  });
});
