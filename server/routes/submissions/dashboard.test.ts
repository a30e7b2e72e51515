// The dashboard's numbers and actions: stats stay consistent with the rows after every kind of change.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, formSubmissions, submissionCounters, tenantSettings } from '../../db/schema.ts';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { submit } from '../../test/intake.ts';
import { submitContact } from '../../test/spam.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
let other: Awaited<ReturnType<typeof makeTenant>>;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  tenant = await makeTenant(ctx);
  other = await makeTenant(ctx);
  cookie = await loginCookie(
    ctx,
    (await makeUser(ctx, { tenantSlugs: [tenant.tenantId], practiceRole: 'inhaber' })).email,
  );
});
afterAll(() => ctx.close());

const stats = async (query = '') =>
  (await ctx.app.inject({ url: `/api/submissions/stats${query}`, headers: { cookie } })).json();

/** The same numbers counted the slow way, straight from the rows. */
async function countedFromRows(tenantId: string) {
  const [row] = await ctx.db
    .select({
      total: count(),
      spam: sql<number>`count(*) filter (where ${formSubmissions.isSpam})::int`,
      processed: sql<number>`count(*) filter (where ${formSubmissions.isProcessed} and not ${formSubmissions.isSpam})::int`,
      unprocessed: sql<number>`count(*) filter (where not ${formSubmissions.isProcessed} and not ${formSubmissions.isSpam})::int`,
      contact_count: sql<number>`count(*) filter (where ${formSubmissions.formType} = 'contact' and not ${formSubmissions.isSpam})::int`,
      training_count: sql<number>`count(*) filter (where ${formSubmissions.formType} = 'training' and not ${formSubmissions.isSpam})::int`,
    })
    .from(formSubmissions)
    .where(eq(formSubmissions.tenantId, tenantId));
  return row!;
}

async function expectConsistent() {
  const shown = await stats();
  expect(shown).toMatchObject(await countedFromRows(tenant.id));
  expect(shown.processed + shown.unprocessed + shown.spam).toBe(shown.total);
}

describe('dashboard API', () => {
  it('counts, and stays consistent after intake, processed, spam, deletion and bulk deletion', async () => {
    expect(await stats()).toMatchObject({ total: 0, last_submission_id: null, anamnese_count: 0 });
    const ids = [];
    for (let i = 0; i < 6; i++)
      ids.push(
        await submitContact(ctx, tenant.tenantId, {
          type: i < 4 ? 'kontakt' : 'kurs',
          name: `Kim ${i}`,
          message: 'Termin bitte',
        }),
      );
    await submitContact(ctx, other.tenantId, { name: 'Fremd', message: 'x' });
    await expectConsistent();
    expect((await stats()).last_submission_id).toBe(ids[5]);

    const processed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/submissions/${ids[0]}`,
      headers: { cookie },
      payload: { is_processed: true },
    });
    expect(processed.json()).toEqual({ submission: { id: ids[0], is_processed: true } });
    await expectConsistent();
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/submissions/${ids[1]}/spam`,
      headers: { cookie },
      payload: { isSpam: true },
    });
    await expectConsistent();
    expect(await stats()).toMatchObject({
      total: 6,
      spam: 1,
      processed: 1,
      unprocessed: 4,
      contact_count: 3,
      training_count: 2,
    });

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/submissions/${ids[2]}`, headers: { cookie } }))
        .statusCode,
    ).toBe(204);
    await expectConsistent();
    const bulk = await ctx.app.inject({
      method: 'POST',
      url: '/api/submissions/bulk-delete',
      headers: { cookie },
      payload: { ids: [ids[3], ids[4], '00000000-0000-4000-8000-000000000000'] },
    });
    expect(bulk.json()).toEqual({
      deleted: expect.arrayContaining([ids[3], ids[4]]),
      failed: ['00000000-0000-4000-8000-000000000000'],
    });
    await expectConsistent();
    expect((await stats()).total).toBe(3);
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.tenantId, tenant.id));
    expect(audits.map((x) => x.action)).toEqual(
      expect.arrayContaining(['submission.mark_processed', 'submission.mark_spam', 'submission.delete']),
    );
  });

  it('lets a practice with submissions be deleted, counters and all', async () => {
    const t = await makeTenant(ctx);
    await submitContact(ctx, t.tenantId, { name: 'Weg', message: 'x' });
    await ctx.db.delete(tenantSettings).where(eq(tenantSettings.id, t.id));
    expect(
      await ctx.db.select().from(submissionCounters).where(eq(submissionCounters.tenantId, t.id)),
    ).toHaveLength(0);
  });

  it('counts anamnese questionnaires', async () => {
    const t = await makeTenant(ctx);
    const c = await loginCookie(ctx, (await makeUser(ctx, { tenantSlugs: [t.tenantId] })).email);
    const response = await submit(ctx, {
      tenantId: t.tenantId,
      formData: { type: 'prescription', name: 'A', phone: '1', email: 'a@b.de', privacyConsent: true },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/functions/v1/submitAnamnese',
      headers: { apikey: ctx.anonKey },
      payload: {
        tenantId: t.tenantId,
        originalSubmissionId: response.json().submissionId,
        anamneseToken: response.json().anamneseToken,
        answers: {
          comorbidities: { radio: 'no', text: '' },
          medications: { radio: 'no', text: '' },
          expectations: { text: 'x', checkbox: true },
        },
      },
    });
    const s = (await ctx.app.inject({ url: '/api/submissions/stats', headers: { cookie: c } })).json();
    expect(s).toMatchObject({ anamnese_count: 1, prescription_count: 1 });
  });

  it('keeps other practices out of stats, actions and deletion', async () => {
    const foreignId = await submitContact(ctx, other.tenantId, { name: 'Fremd', message: 'x' });
    expect(
      (await ctx.app.inject({ url: `/api/submissions/stats?tenant=${other.tenantId}`, headers: { cookie } }))
        .statusCode,
    ).toBe(404);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/submissions/${foreignId}`,
      headers: { cookie },
      payload: { is_processed: true },
    });
    expect(patch.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/submissions/${foreignId}`, headers: { cookie } }))
        .statusCode,
    ).toBe(404);
    const bulk = await ctx.app.inject({
      method: 'POST',
      url: '/api/submissions/bulk-delete',
      headers: { cookie },
      payload: { ids: [foreignId] },
    });
    expect(bulk.json()).toEqual({ deleted: [], failed: [foreignId] });
    const [row] = await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, foreignId));
    expect(row).toMatchObject({ isProcessed: false });
  });

  it('refuses without session and on bad input', async () => {
    expect((await ctx.app.inject({ url: '/api/submissions/stats' })).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: '/api/submissions/x',
          headers: { cookie },
          payload: { is_processed: true },
        })
      ).statusCode,
    ).toBe(400);
    const id = await submitContact(ctx, tenant.tenantId, { name: 'Z', message: 'z' });
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: `/api/submissions/${id}`,
          headers: { cookie },
          payload: { is_processed: 'ja' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/submissions/bulk-delete',
          headers: { cookie },
          payload: { ids: [] },
        })
      ).json().error,
    ).toContain('Keine Einreichungen ausgewählt.');
    const lonely = await loginCookie(ctx, (await makeUser(ctx)).email);
    const none = await ctx.app.inject({ url: '/api/submissions/stats', headers: { cookie: lonely } });
    expect(none.json().errorCode).toBe('NO_TENANT');
  });

  it('counts submissions per day for the chart', async () => {
    const t = await makeTenant(ctx);
    const c = await loginCookie(ctx, (await makeUser(ctx, { tenantSlugs: [t.tenantId] })).email);
    await submitContact(ctx, t.tenantId, { name: 'Heute', message: 'x' });
    const old = await submitContact(ctx, t.tenantId, { name: 'Alt', message: 'x' });
    await ctx.db
      .update(formSubmissions)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(formSubmissions.id, old));
    const { days } = (
      await ctx.app.inject({ url: '/api/submissions/daily?days=30', headers: { cookie: c } })
    ).json();
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toMatchObject({ contact: 1, spam: 0 });
    expect(days.reduce((sum: number, d: { contact: number }) => sum + d.contact, 0)).toBe(1);
  });
});
