// The reception's language on a request (issue 29): sent as `patientLanguage` beside tenantId, stored as a
// plain column (it is no health data), shown to the practice's staff as "Sprache: …"; German is the default
// and stores nothing; an unknown language is refused and changes nothing.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions } from '../../db/schema.ts';
import { practiceWithStaff } from '../../test/factories.ts';
import { submit, validContact } from '../../test/intake.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const detail = (id: string, cookie: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/submissions/${id}`, headers: { cookie } });

describe('patientLanguage', () => {
  it('is stored with the request and shown to the practice’s staff only', async () => {
    const { tenant, cookie, strangerCookie } = await practiceWithStaff(ctx);
    const sent = await submit(ctx, {
      tenantId: tenant.tenantId,
      formData: validContact,
      patientLanguage: 'tr',
    });
    expect(sent.statusCode).toBe(200);
    const { submissionId } = sent.json() as { submissionId: string };

    const staff = await detail(submissionId, cookie);
    expect(staff.statusCode).toBe(200);
    expect(staff.json().submission.patient_language).toBe('tr');
    expect((await detail(submissionId, strangerCookie)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/submissions/${submissionId}` })).statusCode,
    ).toBe(401);
  });

  it('stores nothing for German or when a website names no language', async () => {
    const { tenant, cookie } = await practiceWithStaff(ctx);
    for (const extra of [{ patientLanguage: 'de' }, {}]) {
      const sent = await submit(ctx, { tenantId: tenant.tenantId, formData: validContact, ...extra });
      const { submissionId } = sent.json() as { submissionId: string };
      expect((await detail(submissionId, cookie)).json().submission.patient_language).toBeNull();
    }
  });

  it('refuses a language the reception does not speak, storing nothing', async () => {
    const { tenant } = await practiceWithStaff(ctx);
    const before = await stored(tenant.id);
    for (const patientLanguage of ['xx', 42, 'TR']) {
      const sent = await submit(ctx, { tenantId: tenant.tenantId, formData: validContact, patientLanguage });
      expect(sent.statusCode).toBe(400);
      expect(sent.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
      expect(sent.json().error).toContain('patientLanguage');
    }
    expect(await stored(tenant.id)).toBe(before);
  });
});

const stored = async (tenantId: string) =>
  (
    await ctx.db.select({ n: count() }).from(formSubmissions).where(eq(formSubmissions.tenantId, tenantId))
  )[0]!.n;
