// The desk's list (issue 28): the kind each request carries from intake, the filters by kind, state, owner
// and "not opened", the cards and counters as filter sets, and the live inbox's pulse.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions } from '../../db/schema.ts';
import { backfillRequestKinds } from '../../services/requestKindBackfill.ts';
import { loginCookie, makeUser, practiceWithStaff } from '../../test/factories.ts';
import { rowsRead } from '../../test/rowsRead.ts';
import { submitContact } from '../../test/spam.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';
import { INBOX_PULSE_SQL, inboxPulse } from './inboxPulse.ts';

let ctx: TestContext;
let practice: Awaited<ReturnType<typeof practiceWithStaff>>;
beforeAll(async () => {
  ctx = await createTestContext();
  practice = await practiceWithStaff(ctx);
});
afterAll(() => ctx.close());

const list = (filters: Record<string, unknown>, cookie = practice.cookie) =>
  ctx.app.inject({
    method: 'POST',
    url: '/functions/v1/getSubmissions',
    headers: { cookie },
    payload: { filters: { limit: 100, ...filters } },
  });

const ids = async (filters: Record<string, unknown>) => {
  const response = await list(filters);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  // The total agrees with the rows, whichever way it was counted.
  expect(body.pagination.totalCount).toBe(body.submissions.length);
  return (body.submissions as { id: string }[]).map((s) => s.id).sort();
};

const inbox = (cookie = practice.cookie, query = '') =>
  ctx.app.inject({ url: `/api/submissions/inbox${query}`, headers: { cookie } });

describe('the desk list', () => {
  const sent: Record<string, string> = {};
  beforeAll(async () => {
    const slug = practice.tenant.tenantId;
    for (const [name, type] of [
      ['frage', 'question'],
      ['absage', 'cancellation'],
      ['rezept', 'prescription'],
      ['selbst', 'no_prescription'],
      ['manuell', 'manual_prescription'],
      ['kurs', 'kurs'],
      ['website', 'kontakt'],
    ] as const)
      sent[name] = await submitContact(ctx, slug, {
        type,
        name: 'Jana Beispiel',
        message: 'Bitte um Rückruf wegen eines Termins.',
      });
  });

  it('gives each request the kind the patient chose, a website post the kind its type says', async () => {
    const rows = await ctx.db
      .select({ id: formSubmissions.id, kind: formSubmissions.requestKind })
      .from(formSubmissions)
      .where(eq(formSubmissions.tenantId, practice.tenant.id));
    const kinds = Object.fromEntries(rows.map((r) => [r.id, r.kind]));
    expect(kinds[sent.frage!]).toBe('frage');
    expect(kinds[sent.absage!]).toBe('absage');
    expect(kinds[sent.rezept!]).toBe('termin_rezept');
    expect(kinds[sent.selbst!]).toBe('selbstzahler');
    expect(kinds[sent.manuell!]).toBe('manuell');
    expect(kinds[sent.kurs!]).toBe('kurs');
    expect(kinds[sent.website!]).toBe('frage');
    expect(await ids({ kind: 'absage' })).toEqual([sent.absage]);
    const card = (await list({ kind: 'termin_rezept' })).json().submissions[0];
    expect(card).toMatchObject({ request_kind: 'termin_rezept', workflow_state: 'neu', opened_at: null });
  });

  it('gives rows stored before kinds theirs from the sealed form data, once', async () => {
    await ctx.db
      .update(formSubmissions)
      .set({ requestKind: null })
      .where(eq(formSubmissions.tenantId, practice.tenant.id));
    expect(await backfillRequestKinds(ctx)).toBe(7);
    expect(await ids({ kind: 'selbstzahler' })).toEqual([sent.selbst]);
    expect(await backfillRequestKinds(ctx)).toBe(0);
  });

  it('filters by state, owner and "not opened"; the cards and counters are sets of their own', async () => {
    const me = practice.staff;
    await ctx.db
      .update(formSubmissions)
      .set({ workflowState: 'in_bearbeitung', assigneeId: me.id })
      .where(eq(formSubmissions.id, sent.frage!));
    await ctx.db
      .update(formSubmissions)
      .set({ isProcessed: true })
      .where(eq(formSubmissions.id, sent.absage!));
    expect(await ids({ state: 'in_bearbeitung' })).toEqual([sent.frage]);
    expect(await ids({ state: 'erledigt' })).toEqual([sent.absage]);
    expect((await ids({ state: 'offen' })).length).toBe(6);
    expect(await ids({ assignee: 'me' })).toEqual([sent.frage]);
    const mine = (await list({ assignee: 'me' })).json().submissions[0];
    expect(mine).toMatchObject({ assignee_id: me.id, assignee_name: 'Erika Mustermann' });
    expect((await ids({ assignee: 'none' })).length).toBe(6);
    expect((await ids({ unopened: true })).length).toBe(7);
    expect(await ids({ formType: 'training' })).toEqual([sent.kurs]);
    expect(await ids({ onlySpam: true })).toEqual([]);

    // Opening the detail takes the "Neu" away, for everyone of the practice.
    const detail = await ctx.app.inject({
      url: `/api/submissions/${sent.kurs}`,
      headers: { cookie: practice.cookie },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().submission).toMatchObject({ request_kind: 'kurs', workflow_state: 'neu' });
    expect((await ids({ unopened: true })).length).toBe(6);
    const [{ openedAt }] = await ctx.db
      .select({ openedAt: formSubmissions.openedAt })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, sent.kurs!));
    expect(openedAt).toBeInstanceOf(Date);
  });

  it('refuses unknown filter values with the validation id and nothing listed', async () => {
    for (const filters of [{ kind: 'beschwerde' }, { state: 'fertig' }, { assignee: 'chef' }]) {
      const response = await list(filters);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
  });

  it('answers the live inbox with the unopened count and the newest request, per practice', async () => {
    expect((await inbox('')).statusCode).toBe(401);
    const bad = await inbox(practice.cookie, `?tenant=${'x'.repeat(101)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VALIDATION_ERROR');
    const pulse = (await inbox()).json();
    expect(pulse.unopened).toBe(6);
    const newest = await submitContact(ctx, practice.tenant.tenantId, {
      type: 'question',
      name: 'Lea Neu',
      message: 'Haben Sie morgen Zeit?',
    });
    const next = (await inbox()).json();
    expect(next.unopened).toBe(7);
    expect(new Date(next.latest).getTime()).toBeGreaterThanOrEqual(new Date(pulse.latest).getTime());
    const [{ createdAt }] = await ctx.db
      .select({ createdAt: formSubmissions.createdAt })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, newest));
    expect(next.latest).toBe(createdAt.toISOString());
    // Another practice's staff see their own (empty) inbox, and cannot ask for this one.
    expect((await inbox(practice.strangerCookie)).json()).toEqual({ unopened: 0, latest: null });
    expect((await inbox(practice.strangerCookie, `?tenant=${practice.tenant.tenantId}`)).statusCode).toBe(
      404,
    );
  });

  it('counts a platform admin’s look as no opening of the practice', async () => {
    const admin = await makeUser(ctx, { role: 'admin' });
    const cookie = await loginCookie(ctx, admin.email);
    const before = (await inbox()).json().unopened;
    await ctx.app.inject({ url: `/api/submissions/${sent.rezept}`, headers: { cookie } });
    expect((await inbox()).json().unopened).toBe(before);
  });

  it('asks the pulse through indexes: a few rows read of a 3,000-row practice', async () => {
    const big = await practiceWithStaff(ctx);
    await ctx.database.executeSql(
      `insert into form_submissions (tenant_id, form_type, form_data, quarantine_status, opened_at, created_at)
       select $1, 'contact', 'x', 'completed', case when g <= 5 then null else now() end,
         now() - make_interval(secs => g)
       from generate_series(1, 3000) g`,
      [big.tenant.id],
    );
    await ctx.database.executeSql('analyze form_submissions');
    expect(await inboxPulse(ctx.database, [big.tenant.id])).toMatchObject({ unopened: 5 });
    const read = await rowsRead(ctx.database.executeSql, INBOX_PULSE_SQL, [[big.tenant.id]], (name) =>
      name.startsWith('form_submissions'),
    );
    expect(read).toBeLessThanOrEqual(10);
  });
});
