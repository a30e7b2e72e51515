import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../../common/seededRandom.ts';
import { makeTenant, randomIp } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

// Whatever arrives at the public functions, malformed or hostile, is answered as the caller's mistake (4xx) and
// never as our failure (5xx): a generated fuzz of 10,000 requests plus the shapes that once broke through.
let ctx: TestContext;
let tenantId: string;
beforeAll(async () => {
  ctx = await createTestContext({ SUBMIT_RATE_LIMIT: '1000000' });
  tenantId = (await makeTenant(ctx)).tenantId;
});
afterAll(() => ctx.close());

const FUNCTIONS = ['submitForm', 'webflow-submit', 'secureUpload', 'submitAnamnese', 'verifySubmissionToken'];
const CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=XYZ',
  'text/plain',
  'application/octet-stream',
];

/** One request to a public function, from an address of its own (no rate limit or blacklist in the way). */
const post = (url: string, type: string, payload: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/functions/v1/${url}`,
    headers: { 'content-type': type, apikey: ctx.anonKey },
    payload,
    remoteAddress: randomIp(),
  });

function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

describe('malformed input to the public functions', () => {
  it('answers the known hostile shapes with 4xx', async () => {
    const cases: { url: string; type: string; payload: string }[] = [
      {
        url: 'submitForm',
        type: 'application/json',
        payload: `{"tenantId":"${tenantId}","formData":${nested(50_000)}}`,
      },
      {
        url: 'submitForm',
        type: 'application/json',
        payload: `{"tenantId":"${tenantId}","formData":{"message":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`,
      },
      { url: 'secureUpload', type: 'multipart/form-data', payload: '--x\r\nContent-Disposition: form-data' },
      {
        url: 'secureUpload',
        type: 'multipart/form-data; boundary=abc',
        payload: '--abc\r\nContent-Disposition: form-data; name="submissionId"\r\n\r\n123',
      },
      { url: 'secureUpload', type: 'multipart/form-data; boundary=abc', payload: '' },
    ];
    for (const { url, type, payload } of cases) {
      const response = await post(url, type, payload);
      expect(response.statusCode, `${url} ${type} ${payload.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });

  it('gives no 5xx to 10,000 generated malformed requests', async () => {
    const next = seededRandom(20261123);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const fragments = [
      '{',
      '}',
      '[',
      ']',
      '"',
      ':',
      ',',
      'null',
      'true',
      '1e999',
      '"tenantId"',
      `"${tenantId}"`,
      '"formData"',
      '"type"',
      '"prescription"',
      '"__proto__"',
      '"constructor"',
      '\\u0000',
      '--XYZ\r\n',
      'Content-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n',
      '%PDF-',
      '=',
      '&',
      'tenantId=',
      '\r\n',
      '😀',
    ];
    const failures: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const payload = Array.from({ length: 1 + Math.floor(next() * 30) }, () => pick(fragments)).join('');
      const url = pick(FUNCTIONS);
      const type = pick(CONTENT_TYPES);
      const response = await post(url, type, payload);
      if (response.statusCode >= 500)
        failures.push(`${response.statusCode} ${url} ${type} ${JSON.stringify(payload)}`);
    }
    expect(failures.slice(0, 10)).toEqual([]);
  }, 180_000);
});
