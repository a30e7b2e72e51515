import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreSubmissions } from '../../commands/scoreSubmissions.ts';
import { auditLog, spamModelStats } from '../../db/schema.ts';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { patientRequest, rowOf, seoSpam, submitContact } from '../../test/spam.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  tenant = await makeTenant(ctx);
  const staff = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
  cookie = await loginCookie(ctx, staff.email);
});
afterAll(() => ctx.close());

const mark = (id: string, isSpam: unknown, headers: Record<string, string> = { cookie }) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/submissions/${id}/spam`, headers, payload: { isSpam } });

const statsOf = async (scope: string) =>
  (await ctx.db.select().from(spamModelStats).where(eq(spamModelStats.scope, scope)))[0];

describe('PATCH /api/submissions/:id/spam', () => {
  it('sets 70 or 0, records who did it, and trains the practice filter — un-training a changed mind', async () => {
    const id = await submitContact(ctx, tenant.tenantId, patientRequest);
    const asSpam = await mark(id, true);
    expect(asSpam.statusCode).toBe(200);
    expect(asSpam.json()).toEqual({ submission: { id, is_spam: true, spam_score: 70 } });
    const row = await rowOf(ctx, id);
    expect(row).toMatchObject({
      isSpam: true,
      spamScore: 70,
      spamLabel: 'spam',
      quarantineStatus: 'completed',
    });
    expect(row.spamMarkedAt).not.toBeNull();
    expect(row.spamReasons?.at(-1)).toMatch(/^Manuell als Spam markiert/);
    expect(await statsOf(tenant.id)).toMatchObject({ spamDocs: 1, hamDocs: 0 });

    const asHam = await mark(id, false);
    expect(asHam.json().submission).toEqual({ id, is_spam: false, spam_score: 0 });
    expect(await statsOf(tenant.id)).toMatchObject({ spamDocs: 0, hamDocs: 1 });
    // Saying the same again changes nothing in the model.
    await mark(id, false);
    expect(await statsOf(tenant.id)).toMatchObject({ spamDocs: 0, hamDocs: 1 });
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.tenantId, tenant.id)));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['submission.mark_spam', 'submission.mark_not_spam']),
    );
  });

  it('is never overridden by a later scan', async () => {
    const id = await submitContact(ctx, tenant.tenantId, seoSpam);
    await mark(id, false);
    await scoreSubmissions(ctx, [id], { mode: 'rescore' });
    expect(await rowOf(ctx, id)).toMatchObject({ isSpam: false, spamScore: 0 });
  });

  it('refuses without session, for another practice, and on bad input', async () => {
    const id = await submitContact(ctx, tenant.tenantId, patientRequest);
    expect((await mark(id, true, {})).statusCode).toBe(401);
    const other = await makeTenant(ctx);
    const stranger = await makeUser(ctx, { tenantSlugs: [other.tenantId] });
    const foreign = await mark(id, true, { cookie: await loginCookie(ctx, stranger.email) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Submission nicht gefunden');
    expect((await rowOf(ctx, id)).spamMarkedAt).toBeNull();
    const bad = await mark(id, 'ja');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VALIDATION_ERROR');
    expect((await mark('kein-uuid', true)).statusCode).toBe(400);
    expect((await mark('00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
  });
});

describe('the filter learns from staff', () => {
  // A campaign the seed corpus has never seen: polite German, no links, nothing a rule catches.
  const campaign = (n: number) => ({
    name: ['Jonas Becker', 'Mara Schulte', 'Tim Vogel', 'Eva Brandt', 'Nils Hartmann', 'Lea Kraus'][n],
    email: `kontakt${n}@praxisfunk-media.example`,
    message:
      `Sehr geehrtes Praxisteam, Praxisfunk Wartezimmer-TV bringt Ihre Leistungen auf Bildschirme im Wartebereich. ` +
      `Unsere Wartezimmer-TV Pakete mit Praxisfunk Redaktion starten diese Woche. Variante ${n}.`,
  });

  it('scores a new campaign below 50 at first and the sixth message ≥ 50 after five marks, in that practice', async () => {
    const practice = await makeTenant(ctx);
    const elsewhere = await makeTenant(ctx);
    const staff = await makeUser(ctx, { tenantSlugs: [practice.tenantId] });
    const staffCookie = await loginCookie(ctx, staff.email);

    const first = await submitContact(ctx, practice.tenantId, campaign(0));
    await scoreSubmissions(ctx, [first]);
    expect((await rowOf(ctx, first)).spamScore).toBeLessThan(50);

    const marked = [first];
    for (let n = 1; n < 5; n++) marked.push(await submitContact(ctx, practice.tenantId, campaign(n)));
    for (const id of marked) expect((await mark(id, true, { cookie: staffCookie })).statusCode).toBe(200);

    const sixth = await submitContact(ctx, practice.tenantId, campaign(5));
    const legit = await submitContact(ctx, practice.tenantId, patientRequest);
    await scoreSubmissions(ctx, [sixth, legit]);
    expect((await rowOf(ctx, sixth)).spamScore).toBeGreaterThanOrEqual(50);
    expect((await rowOf(ctx, sixth)).isSpam).toBe(true);
    expect((await rowOf(ctx, legit)).spamScore).toBeLessThan(50);

    // Another practice's filter did not learn it.
    const there = await submitContact(ctx, elsewhere.tenantId, campaign(5));
    await scoreSubmissions(ctx, [there]);
    expect((await rowOf(ctx, there)).spamScore).toBeLessThan(50);
  });

  it("lets the practice's marks win over the seed model: its own agency's reports stop counting as spam", async () => {
    const practice = await makeTenant(ctx);
    const elsewhere = await makeTenant(ctx);
    const staff = await makeUser(ctx, { tenantSlugs: [practice.tenantId] });
    const staffCookie = await loginCookie(ctx, staff.email);
    // What the seed model has learned as spam (SEO, backlinks, Google ranking) is, for this practice, the
    // monthly report of the agency it pays.
    const report = (month: string) => ({
      name: 'Sven Albers',
      email: 'sven.albers@webagentur-albers.example',
      message:
        `SEO-Bericht ${month}: Ihr Google-Ranking für „Physiotherapie Musterstadt“ ist auf Seite 1, ` +
        'wir haben 12 neue Backlinks aufgebaut. Angebot für Google Ads im nächsten Monat im Kundenportal.',
    });
    const first = await submitContact(ctx, practice.tenantId, report('Juli'));
    await scoreSubmissions(ctx, [first]);
    expect((await rowOf(ctx, first)).isSpam).toBe(true);

    const marked = [first];
    for (const month of ['August', 'September'])
      marked.push(await submitContact(ctx, practice.tenantId, report(month)));
    for (const id of marked) expect((await mark(id, false, { cookie: staffCookie })).statusCode).toBe(200);

    const next = await submitContact(ctx, practice.tenantId, report('Oktober'));
    const spam = await submitContact(ctx, practice.tenantId, seoSpam);
    await scoreSubmissions(ctx, [next, spam]);
    expect((await rowOf(ctx, next)).isSpam).toBe(false);
    expect((await rowOf(ctx, next)).spamScore).toBeLessThan(50);
    // Other spam still is, here, and the report still is spam in a practice that never marked it.
    expect((await rowOf(ctx, spam)).isSpam).toBe(true);
    const there = await submitContact(ctx, elsewhere.tenantId, report('Oktober'));
    await scoreSubmissions(ctx, [there]);
    expect((await rowOf(ctx, there)).isSpam).toBe(true);
  });
});
