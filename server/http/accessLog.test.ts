import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/testContext.ts';

let ctx: TestContext;
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  ctx = await createTestContext({}, { logStream });
});
afterAll(() => ctx.close());

it('writes one line per request, with status and time, without the query string', async () => {
  lines.length = 0;
  await ctx.app.inject({ url: '/healthz?code=123456' });
  await ctx.app.inject({ method: 'POST', url: '/functions/v1/submitForm', payload: {} });
  const requests = lines.filter((line) => line.req);
  expect(requests.map((line) => line.msg)).toEqual(['request completed', 'request completed']);
  expect(requests[0]).toMatchObject({ req: { method: 'GET', url: '/healthz' }, res: { statusCode: 200 } });
  expect(requests[1]).toMatchObject({ req: { url: '/functions/v1/submitForm' }, res: { statusCode: 401 } });
  expect(typeof requests[0]!.responseTime).toBe('number');
  expect(JSON.stringify(lines)).not.toContain('123456');
});
