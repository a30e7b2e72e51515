import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../common/admin/csvReader.ts';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import type { AuditEntry } from '../../../common/schemas/audit.ts';
import { auditLog, users } from '../../db/schema.ts';
import { audit, auditMany } from '../../services/audit.ts';
import { createRequest } from '../../test/detail.ts';
import { loginCookie, makeTenant, makeUser, randomIp } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let adminCookie: string;
let staffCookie: string;
let staff: Awaited<ReturnType<typeof makeUser>>;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
let other: Awaited<ReturnType<typeof makeTenant>>;

beforeAll(async () => {
  ctx = await createTestContext();
  tenant = await makeTenant(ctx, { name: 'Praxis Protokoll' });
  other = await makeTenant(ctx, { name: 'Andere Praxis' });
  adminCookie = await loginCookie(ctx, (await makeUser(ctx, { role: 'admin' })).email);
  staff = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
  staffCookie = await loginCookie(ctx, staff.email);
});
afterAll(() => ctx.close());

type Entry = AuditEntry;

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const list = async (query: Record<string, string>) => {
  const response = await get(`/api/audit?${new URLSearchParams(query)}`, adminCookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { entries: Entry[]; pagination: { page: number; hasNextPage: boolean } };
};
/** An action code no other test writes, so a filter on it sees only this test's rows. */
// Action codes are letters: each digit becomes its own letter (all digits as one "x" left so few distinct
// codes that two tests of a run shared one about once in twenty runs).
const uniqueAction = () =>
  `test.probe_${randomBytes(5).toString('hex')}`.replace(/[0-9]/g, (digit) => 'ghijklmnop'[Number(digit)]!);

const ROUTES = ['/api/audit', '/api/audit.csv', '/api/audit/actions'];

describe('access to the Protokoll', () => {
  it('needs a session (401) and the admin role or a practice to own (403) on every route', async () => {
    for (const url of ROUTES) {
      const anonymous = await get(url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().errorCode).toBe('UNAUTHENTICATED');
      const staffOnly = await get(url, staffCookie);
      expect(staffOnly.statusCode, url).toBe(403);
      expect(staffOnly.json().errorCode).toBe('FORBIDDEN');
      expect(staffOnly.body).not.toContain('submission.read');
    }
  });

  it("gives a practice's owner that practice's part: 404 for another practice, none of the platform's rows", async () => {
    const owner = await makeUser(ctx, { tenantSlugs: [tenant.tenantId], practiceRole: 'inhaber' });
    const ownerCookie = await loginCookie(ctx, owner.email);
    const action = uniqueAction();
    for (const tenantId of [tenant.id, other.id, null])
      await audit(ctx.db, { actor: { kind: 'system' }, action, ...(tenantId ? { tenantId } : {}) });
    const seen = async (query: Record<string, string>) => {
      const response = await get(`/api/audit?${new URLSearchParams({ action, ...query })}`, ownerCookie);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().entries as Entry[]).map((e) => e.practice?.id);
    };
    expect(await seen({})).toEqual([tenant.id]);
    expect(await seen({ practice: tenant.id })).toEqual([tenant.id]);
    const elsewhere = await get(`/api/audit?action=${action}&practice=${other.id}`, ownerCookie);
    expect(elsewhere.statusCode).toBe(404);
    const csv = await get(`/api/audit.csv?action=${action}`, ownerCookie);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\n').filter((line) => line.includes(action));
    expect(lines, csv.body).toHaveLength(1);
    expect(lines[0]).toContain('Praxis Protokoll');
    expect(csv.body).not.toContain('Andere Praxis');
    expect((await get('/api/audit/actions', ownerCookie)).statusCode).toBe(200);
    // A therapist of the same practice does not read its log.
    const therapist = await get(`/api/audit?practice=${tenant.id}`, staffCookie);
    expect(therapist.statusCode).toBe(403);
    expect(therapist.json().errorCode).toBe('FORBIDDEN');
  });

  it('refuses bad filters with a stable id and a German message', async () => {
    for (const query of [
      'user=kein-uuid',
      'practice=123',
      'action=DROP%20TABLE',
      'from=gestern',
      'to=2026-13-40T00:00:00Z',
      'page=0',
      'page=abc',
      'timeZone=Mars%2FOlympus',
    ]) {
      // The CSV has no pages, the list no time zone.
      const paths = query.startsWith('page')
        ? ['/api/audit']
        : query.startsWith('timeZone')
          ? ['/api/audit.csv']
          : ['/api/audit', '/api/audit.csv'];
      for (const path of paths) {
        const response = await get(`${path}?${query}`, adminCookie);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json().errorCode).toBe('VALIDATION_ERROR');
      }
    }
    const range = await get('/api/audit?from=2026-05-02T00:00:00Z&to=2026-05-01T00:00:00Z', adminCookie);
    expect(range.statusCode).toBe(400);
    expect(range.json()).toEqual({
      errorCode: 'INVALID_TIME_RANGE',
      error: 'Der Beginn des Zeitraums liegt nach dessen Ende.',
    });
    const csvRange = await get(
      '/api/audit.csv?from=2026-05-02T00:00:00Z&to=2026-05-01T00:00:00Z',
      adminCookie,
    );
    expect(csvRange.json().errorCode).toBe('INVALID_TIME_RANGE');
    // Empty fields of the filter form are no filter.
    expect((await get('/api/audit?user=&practice=&action=&from=&to=', adminCookie)).statusCode).toBe(200);
  });
});

describe('GET /api/audit', () => {
  it('shows a staff member’s read of a detail: who, which practice, what, which submission — no content', async () => {
    const { submissionId } = await createRequest(ctx, tenant.tenantId, {
      vorname: 'Kunigunde',
      nachname: 'Geheimname',
      email: 'k@example.de',
      telefon: '0301234567',
      type: 'prescription',
      message: 'Rückenschmerzen seit Wochen',
    });
    expect((await get(`/api/submissions/${submissionId}`, staffCookie)).statusCode).toBe(200);

    const { entries } = await list({ user: staff.id, practice: tenant.id, action: 'submission.read' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toEqual({
      id: expect.any(String),
      time: expect.any(String),
      actor: {
        kind: 'user',
        userId: staff.id,
        name: 'Erika Mustermann',
        email: staff.email,
        label: `Erika Mustermann (${staff.email})`,
      },
      practice: { id: tenant.id, name: tenant.name },
      action: { code: 'submission.read', label: 'Einsicht in Einreichung (Detailansicht)' },
      target: {
        type: 'submission',
        id: submissionId,
        label: `Einreichung ${referenceNumber(submissionId)}`,
      },
      submissionIds: [submissionId],
      details: '',
    });
    expect(Date.now() - Date.parse(entries[0]!.time)).toBeLessThan(60_000);
    expect(JSON.stringify(entries)).not.toMatch(/Kunigunde|Geheimname|Rücken/);
    // Another practice's filter, another action, a time range before the read: not there.
    expect((await list({ user: staff.id, practice: other.id })).entries).toEqual([]);
    expect((await list({ user: staff.id, action: 'submission.delete' })).entries).toEqual([]);
    const before = new Date(Date.now() - 3_600_000).toISOString();
    expect((await list({ user: staff.id, to: before })).entries).toEqual([]);
    expect((await list({ user: staff.id, from: before, action: 'submission.read' })).entries).toHaveLength(1);
  });

  it('shows failed logins from the public with the account they aimed at, and kinds without a user', async () => {
    const action = uniqueAction();
    const target = await makeUser(ctx);
    await audit(ctx.db, {
      actor: { kind: 'public' },
      action: 'auth.login_failed',
      target: { type: 'user', id: target.id },
      details: { reason: 'wrong_password' },
    });
    await auditMany(ctx.db, [
      { actor: { kind: 'system' }, action },
      { actor: { kind: 'cli' }, action },
      { actor: { kind: 'magic_link' }, action, tenantId: tenant.id },
    ]);
    // A real wrong password through the login, as the login writes it.
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: staff.email, password: 'Falsch-Geraten-1' },
      remoteAddress: randomIp(),
    });
    expect(wrong.statusCode).toBe(401);
    const failures = (await list({ action: 'auth.login_failed' })).entries;
    expect(failures.find((e) => e.target?.id === staff.id)).toMatchObject({
      actor: { label: 'Öffentlich' },
      action: { label: 'Anmeldung fehlgeschlagen' },
      target: { label: `Benutzer: Erika Mustermann (${staff.email})` },
    });
    const failed = failures.find((e) => e.target?.id === target.id);
    expect(failed).toMatchObject({
      actor: { kind: 'public', userId: null, label: 'Öffentlich' },
      action: { label: 'Anmeldung fehlgeschlagen' },
      target: { type: 'user', label: `Benutzer: Erika Mustermann (${target.email})` },
      details: 'Grund: falsches Passwort',
    });
    const kinds = (await list({ action })).entries.map((e) => [e.actor.label, e.practice?.name ?? null]);
    expect(kinds.sort()).toEqual([
      ['CLI', null],
      ['Magic-Link', tenant.name],
      ['System', null],
    ]);
    // An unknown action code is shown as it is.
    expect((await list({ action })).entries[0]!.action.label).toBe(action);
  });

  it('pages by 50, newest first', async () => {
    const action = uniqueAction();
    const start = Date.UTC(2026, 0, 1);
    await auditMany(
      ctx.db,
      Array.from({ length: 53 }, (_, i) => ({
        actor: { kind: 'system' as const },
        action,
        details: { n: i },
      })),
    );
    // Give each row its own minute, so the order is the time's, not the insert's.
    const rows = await ctx.db.select().from(auditLog).where(eq(auditLog.action, action));
    for (const row of rows) {
      const n = (row.details as { n: number }).n;
      await ctx.db
        .update(auditLog)
        .set({ createdAt: new Date(start + n * 60_000) })
        .where(eq(auditLog.id, row.id));
    }
    const first = await list({ action });
    expect(first.entries).toHaveLength(50);
    expect(first.pagination).toEqual({ page: 1, pageSize: 50, hasNextPage: true });
    expect(first.entries[0]!.details).toBe('n: 52');
    const second = await list({ action, page: '2' });
    expect(second.entries.map((e) => e.details)).toEqual(['n: 2', 'n: 1', 'n: 0']);
    expect(second.pagination.hasNextPage).toBe(false);
    const window = await list({
      action,
      from: new Date(start + 10 * 60_000).toISOString(),
      to: new Date(start + 12 * 60_000).toISOString(),
    });
    expect(window.entries.map((e) => e.details)).toEqual(['n: 12', 'n: 11', 'n: 10']);
  });

  it('lists the actions for the filter: every known code labelled, and codes found in the log', async () => {
    const response = await get('/api/audit/actions', adminCookie);
    expect(response.statusCode).toBe(200);
    const { actions } = response.json() as { actions: { code: string; label: string }[] };
    expect(actions).toContainEqual({ code: 'submission.read', label: 'Einsicht in Einreichung' });
    expect(actions).toContainEqual({ code: 'auth.login_failed', label: 'Anmeldung fehlgeschlagen' });
    const labels = actions.map((a) => a.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'de')));
    expect(new Set(actions.map((a) => a.code)).size).toBe(actions.length);
  });
});

describe('GET /api/audit.csv', () => {
  it('exports the filtered log as German Excel opens it: BOM, ;, quoting, CRLF, defused formulas', async () => {
    const tricky = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
    await ctx.db
      .update(users)
      .set({ fullName: '=HYPERLINK("x"); Müller "Chef"' })
      .where(eq(users.id, tricky.id));
    const { submissionId } = await createRequest(ctx, tenant.tenantId);
    const cookie = await loginCookie(ctx, tricky.email);
    expect((await get(`/api/submissions/${submissionId}`, cookie)).statusCode).toBe(200);
    // A list page across two submissions names both ids.
    await createRequest(ctx, tenant.tenantId);
    const page = await ctx.app.inject({
      method: 'POST',
      url: '/functions/v1/getSubmissions',
      headers: { cookie },
      payload: { filters: { limit: 2, includeSpam: true } },
    });
    expect(page.statusCode).toBe(200);
    const listed = page.json().submissions.map((s: { id: string }) => s.id);

    const response = await get(
      `/api/audit.csv?user=${tricky.id}&action=submission.read&timeZone=Europe%2FBerlin`,
      adminCookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="protokoll-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(['Zeitpunkt', 'Benutzer', 'Praxis', 'Aktion', 'Ziel', 'Details']);
    expect(rows).toHaveLength(3);
    const [listRow, detailRow] = rows.slice(1);
    expect(detailRow).toEqual([
      expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/),
      `'=HYPERLINK("x"); Müller "Chef" (${tricky.email})`,
      tenant.name,
      'Einsicht in Einreichung (Detailansicht)',
      `Einreichung ${referenceNumber(submissionId)}`,
      '',
    ]);
    expect(listRow!.slice(3, 5)).toEqual(['Einsicht in Einreichung (Liste)', '2 Einreichungen']);
    expect(listRow![5]).toBe(`Einreichungen: ${listed.join(', ')}`);
    // The quoted field is in the raw text as RFC 4180 writes it.
    expect(text).toContain(`"'=HYPERLINK(""x""); Müller ""Chef"" (${tricky.email})"`);
    expect(text.endsWith('\r\n')).toBe(true);

    // The export itself is on record.
    const exports = await list({ action: 'audit.export' });
    expect(exports.entries[0]).toMatchObject({ action: { label: 'Protokoll exportiert' } });
    expect(exports.entries[0]!.details).toContain(tricky.id);
  });

  it('streams a log longer than one batch completely, newest first', async () => {
    const action = uniqueAction();
    await auditMany(
      ctx.db,
      Array.from({ length: 2105 }, (_, i) => ({
        actor: { kind: 'system' as const },
        action,
        details: { n: i },
      })),
    );
    const response = await get(`/api/audit.csv?action=${action}`, adminCookie);
    expect(response.statusCode).toBe(200);
    const rows = parseCsv(response.body.slice(1)).slice(1);
    expect(rows).toHaveLength(2105);
    expect(new Set(rows.map((r) => r[5])).size).toBe(2105);
  });
});
