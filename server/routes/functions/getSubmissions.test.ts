import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, formSubmissions } from '../../db/schema.ts';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { submitContact } from '../../test/spam.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let a: Awaited<ReturnType<typeof makeTenant>>;
let b: Awaited<ReturnType<typeof makeTenant>>;
let cookieA: string;
let cookieBoth: string;
const idsA: string[] = [];
let idB: string;

beforeAll(async () => {
  ctx = await createTestContext();
  a = await makeTenant(ctx, { name: 'Praxis A' });
  b = await makeTenant(ctx, { name: 'Praxis B' });
  cookieA = await loginCookie(ctx, (await makeUser(ctx, { tenantSlugs: [a.tenantId] })).email);
  cookieBoth = await loginCookie(ctx, (await makeUser(ctx, { tenantSlugs: [a.tenantId, b.tenantId] })).email);
  // 23 in A: 20 contact, 3 training; two of them spam; created one minute apart, oldest first.
  for (let i = 0; i < 23; i++) {
    const id = await submitContact(ctx, a.tenantId, {
      type: i < 20 ? 'kontakt' : 'kurs',
      vorname: 'Person',
      nachname: `Nr${i}`,
      message: `Nachricht ${i}`,
    });
    await ctx.db
      .update(formSubmissions)
      .set({ createdAt: new Date(Date.UTC(2026, 10, 1, 8, i)), isSpam: i === 3 || i === 4 })
      .where(eq(formSubmissions.id, id));
    idsA.push(id);
  }
  idB = await submitContact(ctx, b.tenantId, { name: 'Bea B', message: 'Hallo' });
});
afterAll(() => ctx.close());

const list = (body: object, cookie = cookieA) =>
  ctx.app.inject({ method: 'POST', url: '/functions/v1/getSubmissions', headers: { cookie }, payload: body });
const names = (r: { submissions: { form_data: { nachname?: string; name?: string } }[] }) =>
  r.submissions.map((s) => s.form_data.nachname ?? s.form_data.name);

describe('POST /functions/v1/getSubmissions', () => {
  it('pages newest first with totals from the counters, without spam unless asked', async () => {
    const page1 = (await list({ filters: { page: 1, limit: 10 } })).json();
    expect(page1.pagination).toEqual({ totalPages: 3, currentPage: 1, totalCount: 21, hasNextPage: true });
    expect(names(page1)).toEqual([
      'Nr22',
      'Nr21',
      'Nr20',
      'Nr19',
      'Nr18',
      'Nr17',
      'Nr16',
      'Nr15',
      'Nr14',
      'Nr13',
    ]);
    expect(page1.submissions[0]).toMatchObject({
      form_type: 'training',
      tenants: { name: a.name },
      quarantine_status: 'pending',
    });
    // The last page is read from the oldest end; it must continue page 2 exactly.
    const page2 = (await list({ filters: { page: 2, limit: 10 } })).json();
    const page3 = (await list({ filters: { page: 3, limit: 10 } })).json();
    expect(names(page2)).toEqual(['Nr12', 'Nr11', 'Nr10', 'Nr9', 'Nr8', 'Nr7', 'Nr6', 'Nr5', 'Nr2', 'Nr1']);
    expect(names(page3)).toEqual(['Nr0']);
    expect(page3.pagination).toMatchObject({ currentPage: 3, hasNextPage: false });
    const beyond = (await list({ filters: { page: 9, limit: 10 } })).json();
    expect(beyond.submissions).toEqual([]);
    const withSpam = (await list({ filters: { page: 1, limit: 10, includeSpam: true } })).json();
    expect(withSpam.pagination.totalCount).toBe(23);
  });

  it('filters by form type and by practice (uuid or slug)', async () => {
    const training = (await list({ filters: { formType: 'training' } })).json();
    expect(training.pagination.totalCount).toBe(3);
    expect(training.submissions.every((s: { form_type: string }) => s.form_type === 'training')).toBe(true);
    // The aliases of spec 000 §3 filter like their canonical type.
    const kurs = (await list({ filters: { formType: 'Kurs' } })).json();
    expect(kurs.pagination.totalCount).toBe(3);
    const bySlug = (await list({ filters: { tenant_id: b.tenantId } }, cookieBoth)).json();
    const byUuid = (await list({ filters: { tenant_id: b.id } }, cookieBoth)).json();
    expect(bySlug.submissions.map((s: { id: string }) => s.id)).toEqual([idB]);
    expect(byUuid).toEqual(bySlug);
    const both = (await list({ filters: { includeSpam: true, limit: 100 } }, cookieBoth)).json();
    expect(both.pagination.totalCount).toBe(24);
  });

  it('gives a user nothing of another practice, through any parameter', async () => {
    const foreign = await list({ filters: { tenant_id: b.tenantId } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, errorCode: 'TENANT_NOT_FOUND' });
    expect((await list({ filters: { tenant_id: b.id } })).statusCode).toBe(404);
    const one = await list({ submissionId: idB });
    expect(one.statusCode).toBe(404);
    expect(one.json().error).toBe('Submission nicht gefunden');
    const own = (await list({ submissionId: idsA[0] })).json();
    expect(own.submissions).toHaveLength(1);
    expect(own.pagination).toEqual({ totalPages: 1, currentPage: 1, totalCount: 1, hasNextPage: false });
    expect(JSON.stringify((await list({ filters: { includeSpam: true, limit: 100 } })).json())).not.toContain(
      idB,
    );
  });

  it('tells a user without practice, refuses bad input and a missing session', async () => {
    const lonely = await loginCookie(ctx, (await makeUser(ctx)).email);
    const none = await list({ filters: {} }, lonely);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({
      errorCode: 'NO_TENANT',
      error: 'Sie sind noch keinem Tenant zugeordnet. Bitte wenden Sie sich an einen Administrator.',
    });
    expect((await list({ filters: { page: 0 } })).statusCode).toBe(400);
    expect((await list({ filters: { formType: 'irgendwas' } })).statusCode).toBe(400);
    expect((await list({ submissionId: 'x' })).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/functions/v1/getSubmissions', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('audits every page it shows: one read per practice, naming the ids, never the content', async () => {
    const reader = await makeUser(ctx, { tenantSlugs: [a.tenantId, b.tenantId] });
    const cookie = await loginCookie(ctx, reader.email);
    const readsBy = () =>
      ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorUserId, reader.id), eq(auditLog.action, 'submission.read')));

    const page = (await list({ filters: { limit: 5 } }, cookie)).json();
    const shown = page.submissions.map((s: { id: string }) => s.id);
    expect(shown).toHaveLength(5);
    // The newest five hold B's one and four of A's: a row per practice, so the practice filter finds both.
    const rows = await readsBy();
    expect(rows.map((r) => r.tenantId).sort()).toEqual([a.id, b.id].sort());
    const ofA = rows.find((r) => r.tenantId === a.id)!;
    expect(ofA).toMatchObject({ actorKind: 'user', targetId: null, details: { via: 'list' } });
    const ofB = rows.find((r) => r.tenantId === b.id)!;
    expect(ofB).toMatchObject({ targetType: 'submission', targetId: idB, details: { via: 'list' } });
    expect([...((ofA.details as { ids: string[] }).ids ?? []), ofB.targetId]).toEqual(
      expect.arrayContaining(shown),
    );
    expect(JSON.stringify(rows)).not.toMatch(/Nachricht|Person|Bea/);

    // The single-card form is a read of that card; a page beyond the end shows nothing and records nothing.
    await list({ submissionId: idsA[5] }, cookie);
    await list({ filters: { page: 99 } }, cookie);
    const after = await readsBy();
    expect(after).toHaveLength(3);
    expect(after.filter((r) => r.targetId === idsA[5])).toHaveLength(1);
    // Refused requests read nothing.
    const readsOfB = () =>
      ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, idB), eq(auditLog.action, 'submission.read')));
    const before = (await readsOfB()).length;
    expect((await list({ submissionId: idB })).statusCode).toBe(404);
    expect(await readsOfB()).toHaveLength(before);
  });

  it('marks form data that cannot be decrypted instead of failing', async () => {
    await ctx.db
      .update(formSubmissions)
      .set({ formData: 'pd1.kaputt' })
      .where(eq(formSubmissions.id, idsA[0]!));
    const card = (await list({ submissionId: idsA[0] })).json().submissions[0];
    expect(card.form_data).toEqual({ _decryptionError: 'Entschlüsselung fehlgeschlagen' });
  });
});
