import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../common/admin/csvReader.ts';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import { auditLog, formSubmissions } from '../../db/schema.ts';
import { createRequest, pdfBytes, uploadFile } from '../../test/detail.ts';
import { loginCookie, makeTenant, makeUser, practiceWithStaff } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
let staffId: string;
let cookie: string;
let strangerCookie: string;

const MARKER_NAME = 'Quastenflosser';
const MARKER_MESSAGE = 'Kängurubeutel';
const PLAIN_HEADER =
  'Referenznummer;Eingang;Praxis;Art der Anfrage;Formulartyp;Status;Zuständig;Spam;Sprache';

/** The requests of March 2025 (German summer time starts on the 30th), each at a set moment. */
const ids: Record<string, string> = {};
async function request(key: string, at: string, formData: Record<string, unknown>, set = {}) {
  const created = await createRequest(ctx, tenant.tenantId, {
    type: 'question',
    name: `Jana ${MARKER_NAME}`,
    phone: '030 1234567',
    email: 'jana@beispiel.test',
    message: `Rückenschmerzen, ${MARKER_MESSAGE}.`,
    privacyConsent: true,
    ...formData,
  });
  await ctx.db
    .update(formSubmissions)
    .set({ createdAt: new Date(at), ...set })
    .where(eq(formSubmissions.id, created.submissionId));
  ids[key] = created.submissionId;
  return created;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const practice = await practiceWithStaff(ctx, { name: 'Physiotherapie Süd' });
  ({ tenant, cookie, strangerCookie } = practice);
  staffId = practice.staff.id;
  // First minute of 1 March in Berlin (UTC+1), and the last minute before it: only the first is in March.
  await request('firstMinute', '2025-02-28T23:05:00Z', {});
  await request('beforeRange', '2025-02-28T22:55:00Z', {});
  // 31 March is summer time (UTC+2): 23:30 is in, 00:10 of 1 April is out.
  const withFile = await request(
    'formula',
    '2025-03-31T21:30:00Z',
    { name: '=HYPERLINK("http://boese.test";"Klick")', phone: '+49 30 1234567', birthDate: '1980-05-01' },
    { workflowState: 'in_bearbeitung', assigneeId: staffId },
  );
  await uploadFile(ctx, withFile, { name: 'rezept.pdf', type: 'application/pdf', bytes: pdfBytes() });
  await request('afterRange', '2025-03-31T22:10:00Z', {});
  await request('spam', '2025-03-10T10:00:00Z', {}, { isSpam: true });
  await request('done', '2025-03-11T10:00:00Z', { type: 'prescription' }, { workflowState: 'erledigt' });
});
afterAll(() => ctx.close());

const MARCH = 'from=2025-03-01&to=2025-03-31';
const exportCsv = (query: string, headers: Record<string, string> = { cookie }) =>
  ctx.app.inject({ method: 'GET', url: `/api/submissions/export.csv?${query}`, headers });

const references = (body: string) =>
  parseCsv(body.slice(1))
    .slice(1)
    .map((row) => row[0]);
const exportAudits = () =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorUserId, staffId), eq(auditLog.action, 'submission.export_csv')));
const csvReads = async () =>
  (
    await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, staffId), eq(auditLog.action, 'submission.read')))
  ).filter((row) => (row.details as { via?: string }).via === 'csv_export');

describe('GET /api/submissions/export.csv', () => {
  it('answers 401 without a session', async () => {
    const response = await exportCsv(MARCH, {});
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['no range', '', 'from'],
    ['a day that does not exist', 'from=2025-02-30&to=2025-03-31', 'from'],
    ['a time instead of a day', 'from=2025-03-01T00:00&to=2025-03-31', 'from'],
    ['an end before the start', 'from=2025-03-31&to=2025-03-01', 'to'],
    ['more than 366 days', 'from=2024-01-01&to=2025-01-01', 'to'],
    ['an unknown kind', `${MARCH}&kind=irgendwas`, 'kind'],
    ['an unknown state', `${MARCH}&state=fertig`, 'state'],
  ])('refuses %s with 400', async (_, query, field) => {
    const response = await exportCsv(query);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errorCode).toBe('VALIDATION_ERROR');
    expect(body.details.map((d: { path: string }) => d.path)).toContain(`/${field}`);
  });

  it('accepts a leap year of 366 days', async () => {
    expect((await exportCsv('from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });

  it("gives another practice's staff none of its rows, and 404 when they name it", async () => {
    const own = await exportCsv(MARCH, { cookie: strangerCookie });
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe(`\uFEFF${PLAIN_HEADER}\r\n`);
    const named = await exportCsv(`${MARCH}&tenant=${tenant.tenantId}`, { cookie: strangerCookie });
    expect(named.statusCode).toBe(404);
    expect(named.json().errorCode).toBe('TENANT_NOT_FOUND');
  });

  it('exports the range without health data for German Excel, and audits the export once', async () => {
    const before = (await exportAudits()).length;
    const response = await exportCsv(MARCH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Anfragen-2025-03-01-bis-2025-03-31.csv"; filename*=UTF-8''Anfragen-2025-03-01-bis-2025-03-31.csv`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = bytes.toString('utf8');
    expect(body.startsWith(`\uFEFF${PLAIN_HEADER}\r\n`)).toBe(true);
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.replaceAll('\r\n', '')).not.toMatch(/\n/);
    // Nothing the patient typed.
    for (const secret of [MARKER_NAME, MARKER_MESSAGE, 'HYPERLINK', '1234567', 'beispiel.test', '1980'])
      expect(body).not.toContain(secret);

    const rows = parseCsv(body.slice(1));
    // Oldest first, the range's edges on the German clock, spam left out as on the dashboard.
    expect(rows.slice(1).map((row) => row[0])).toEqual(
      [ids.firstMinute, ids.done, ids.formula].map((id) => referenceNumber(id!)),
    );
    const [first, done, formula] = rows.slice(1);
    expect(first![1]).toBe('01.03.2025 00:05');
    expect(formula![1]).toBe('31.03.2025 23:30');
    expect(first![2]).toBe(tenant.name);
    expect(tenant.name).toContain('Süd');
    expect(formula!.slice(3)).toEqual(['Frage', 'Kontakt', 'In Bearbeitung', 'Erika Mustermann', 'Nein', '']);
    expect(done!.slice(3, 6)).toEqual(['Termin mit Rezept', 'Rezept', 'Erledigt']);

    const audits = await exportAudits();
    expect(audits).toHaveLength(before + 1);
    expect(audits.at(-1)!.tenantId).toBe(tenant.id);
    expect(audits.at(-1)!.details).toMatchObject({ since: '2025-03-01', until: '2025-03-31', rows: 3 });
    expect(JSON.stringify(audits.at(-1)!.details)).not.toContain(MARKER_NAME);
    expect(await csvReads()).toHaveLength(0);
  });

  it('with health data adds the sender and the form, defuses formulas and audits every request as read', async () => {
    const response = await exportCsv(`${MARCH}&health=1`);
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain(MARKER_NAME);
    const rows = parseCsv(body.slice(1));
    const header = rows[0]!;
    expect(header.slice(0, 13)).toEqual([
      ...PLAIN_HEADER.split(';'),
      'Name',
      'Telefon',
      'E-Mail',
      'Nachricht',
    ]);
    expect(header.slice(-2)).toEqual(['Anamnese vorhanden', 'Datei vorhanden']);
    const column = (row: string[], name: string) => row[header.indexOf(name)];
    const formula = rows.find((row) => row[0] === referenceNumber(ids.formula!))!;
    // A spreadsheet shows these as text: the formula is not run, the phone number stays readable.
    expect(column(formula, 'Name')).toBe(`'=HYPERLINK("http://boese.test";"Klick")`);
    expect(body).toContain(`"'=HYPERLINK(""http://boese.test"";""Klick"")"`);
    expect(column(formula, 'Telefon')).toBe("'+49 30 1234567");
    expect(column(formula, 'Nachricht')).toBe(`Rückenschmerzen, ${MARKER_MESSAGE}.`);
    expect(column(formula, 'Geburtsdatum')).toBe('1980-05-01');
    expect(column(formula, 'Datei vorhanden')).toBe('Ja');
    const first = rows.find((row) => row[0] === referenceNumber(ids.firstMinute!))!;
    expect(column(first, 'Name')).toBe(`Jana ${MARKER_NAME}`);
    expect(column(first, 'Datei vorhanden')).toBe('Nein');
    expect(column(first, 'Geburtsdatum')).toBe('');

    const reads = await csvReads();
    expect(reads).toHaveLength(1);
    expect(reads[0]!.tenantId).toBe(tenant.id);
    expect(new Set((reads[0]!.details as { ids: string[] }).ids)).toEqual(
      new Set([ids.firstMinute, ids.done, ids.formula]),
    );
  });

  it.each([
    ['kind', 'kind=termin_rezept', ['done']],
    ['state', 'state=in_bearbeitung', ['formula']],
    ['open requests', 'state=offen', ['firstMinute', 'formula']],
    ['owner', 'owner=me', ['formula']],
    ['form type', 'type=rezept', ['done']],
    ['spam included', 'spam=1', ['firstMinute', 'spam', 'done', 'formula']],
    ['only spam', 'spam=only', ['spam']],
  ])('honours the dashboard filter %s', async (_, filter, expected) => {
    const response = await exportCsv(`${MARCH}&${filter}`);
    expect(response.statusCode).toBe(200);
    expect(references(response.body)).toEqual(expected.map((key) => referenceNumber(ids[key]!)));
  });

  it('refuses more than 10,000 requests with EXPORT_TOO_LARGE and writes no audit row', async () => {
    const big = await makeTenant(ctx);
    const admin = await makeUser(ctx, { role: 'admin' });
    await ctx.db.execute(sql`
      insert into form_submissions (tenant_id, form_type, form_data, created_at)
      select ${big.id}::uuid, 'contact', 'x', timestamptz '2024-06-01 10:00:00+00' + g * interval '1 second'
      from generate_series(1, 10001) g`);
    const adminCookie = await loginCookie(ctx, admin.email);
    const query = `from=2024-06-01&to=2024-06-01&tenant=${big.tenantId}`;
    const response = await exportCsv(query, { cookie: adminCookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('EXPORT_TOO_LARGE');
    expect(response.json().error).toContain('10.000');
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, admin.id), eq(auditLog.action, 'submission.export_csv')));
    expect(audits).toHaveLength(0);
    // One fewer fits.
    await ctx.db.execute(sql`
      delete from form_submissions where id = (select id from form_submissions where tenant_id = ${big.id}::uuid limit 1)`);
    expect((await exportCsv(query, { cookie: adminCookie })).statusCode).toBe(200);
  });

  it('narrows to a shorter range', async () => {
    const response = await exportCsv('from=2025-03-11&to=2025-03-11');
    expect(references(response.body)).toEqual([referenceNumber(ids.done!)]);
  });

  it('lets an admin export any practice by name', async () => {
    const admin = await makeUser(ctx, { role: 'admin' });
    const response = await exportCsv(`${MARCH}&tenant=${tenant.tenantId}`, {
      cookie: await loginCookie(ctx, admin.email),
    });
    expect(response.statusCode).toBe(200);
    expect(references(response.body)).toHaveLength(3);
  });
});
