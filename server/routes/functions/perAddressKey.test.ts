// Issue 43, finding 3: an IPv6 customer holds a whole /64 and may take a new address for every request. Every
// per-address limit and the blacklist must count the /64: a neighbour (same first 64 bits, another interface
// id) meets the limit or the block the first address filled.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAGIC_RATE_LIMIT, recordMagicFailure } from '../../commands/verifyMagicLink.ts';
import { ipBlacklist } from '../../db/schema.ts';
import { createRequest } from '../../test/detail.ts';
import { makeTenant } from '../../test/factories.ts';
import { pngImage } from '../../test/files.ts';
import { submit, validContact } from '../../test/intake.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

const LIMIT = 2;
let ctx: TestContext;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
beforeAll(async () => {
  ctx = await createTestContext({ SUBMIT_RATE_LIMIT: String(LIMIT) });
  tenant = await makeTenant(ctx);
});
afterAll(() => ctx.close());

const group = () => Math.floor(Math.random() * 0xfffe + 1).toString(16);
/** Two addresses of one fresh /64 (2001:db8::/32 is for documentation). */
function neighbours() {
  const prefix = `2001:db8:${group()}:${group()}`;
  return { first: `${prefix}::1`, neighbour: `${prefix}:${group()}:${group()}:${group()}:${group()}` };
}

const post = (path: string, body: object, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/functions/v1/${path}`,
    headers: { apikey: ctx.anonKey },
    payload: body,
    remoteAddress: ip,
  });
const contact = () => ({ tenantId: tenant.tenantId, formData: validContact });
const anamnese = async () => {
  const request = await createRequest(ctx, tenant.tenantId);
  return {
    tenantId: tenant.tenantId,
    originalSubmissionId: request.submissionId,
    anamneseToken: request.anamneseToken,
    answers: {
      comorbidities: { radio: 'no', text: '' },
      medications: { radio: 'no', text: '' },
      expectations: { text: 'Schmerzfrei arbeiten', checkbox: true },
    },
  };
};
const magicBody = () => ({ submissionId: randomUUID(), token: 'x'.repeat(43) });
const upload = async (ip: string) => {
  const request = await createRequest(ctx, tenant.tenantId);
  const body = multipart(
    { submissionId: request.submissionId, uploadToken: request.uploadToken, fileName: 'rezept.png' },
    { name: 'rezept.png', type: 'image/png', bytes: pngImage() },
  );
  return ctx.app.inject({ method: 'POST', url: '/functions/v1/secureUpload', ...body, remoteAddress: ip });
};

describe('per-address limits count an IPv6 client per /64', () => {
  it.each([
    {
      path: 'submitForm (intake limit)',
      fill: async (ip: string) => {
        for (let i = 0; i < LIMIT; i++) expect((await submit(ctx, contact(), { ip })).statusCode).toBe(200);
      },
      next: (ip: string) => submit(ctx, contact(), { ip }),
      refused: [429, 'RATE_LIMITED'],
    },
    {
      path: 'submitAnamnese (anamnese limit)',
      fill: async (ip: string) => {
        for (let i = 0; i < LIMIT; i++)
          expect((await post('submitAnamnese', await anamnese(), ip)).statusCode).toBe(200);
      },
      next: async (ip: string) => post('submitAnamnese', await anamnese(), ip),
      refused: [429, 'RATE_LIMITED'],
    },
    ...(['verifySubmissionToken', 'renewSubmissionToken'] as const).map((route) => ({
      path: `${route} (failed magic-link attempts)`,
      // The counter as the routes keep it, filled for the first address.
      fill: async (ip: string) => {
        for (let i = 0; i < MAGIC_RATE_LIMIT; i++) await recordMagicFailure(ctx.db, ctx.ipHash(ip));
      },
      next: (ip: string) => post(route, magicBody(), ip),
      refused: [429, 'RATE_LIMITED'],
    })),
  ])('$path', async ({ fill, next, refused }) => {
    const { first, neighbour } = neighbours();
    await fill(first);
    const response = await next(neighbour);
    expect(response.statusCode).toBe(refused[0]);
    expect(response.json().errorCode ?? response.json().code).toBe(refused[1]);
  });

  it.each([
    { path: 'submitForm', send: (ip: string) => submit(ctx, contact(), { ip }) },
    { path: 'submitAnamnese', send: async (ip: string) => post('submitAnamnese', await anamnese(), ip) },
    { path: 'secureUpload', send: upload },
  ])('the blacklist entry of one address refuses its /64 neighbour at $path', async ({ send }) => {
    const { first, neighbour } = neighbours();
    await ctx.db.insert(ipBlacklist).values({ ipHash: ctx.ipHash(first), reason: 'Manuell hinzugefügt' });
    const response = await send(neighbour);
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('IP_BLOCKED');
  });

  it('keeps IPv4 per address, and an IPv4-mapped IPv6 address is its IPv4 address', () => {
    expect(ctx.ipHash('192.0.2.7')).not.toBe(ctx.ipHash('192.0.2.8'));
    expect(ctx.ipHash('::ffff:192.0.2.7')).toBe(ctx.ipHash('192.0.2.7'));
    const { first, neighbour } = neighbours();
    expect(ctx.ipHash(neighbour)).toBe(ctx.ipHash(first));
    expect(ctx.ipHash('2001:db8:1:2::1')).not.toBe(ctx.ipHash('2001:db8:1:3::1'));
  });
});
