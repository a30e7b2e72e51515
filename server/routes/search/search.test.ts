import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import { queryWords } from '../../../common/search/normalizeWords.ts';
import { scoreSubmissions } from '../../commands/scoreSubmissions.ts';
import { auditLog, formSubmissions, submissionSearchTerms } from '../../db/schema.ts';
import { normalisePhone } from '../../services/patientKeys.ts';
import { backfillSearchTerms } from '../../services/search/backfillSearchTerms.ts';
import { indexSubmission } from '../../services/search/indexSubmissions.ts';
import { searchSubmissions } from '../../services/search/searchSubmissions.ts';
import { capturedLog, filesUnder, randomLetters } from '../../test/atRest.ts';
import { createRequest } from '../../test/detail.ts';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { validContact } from '../../test/intake.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
let other: Awaited<ReturnType<typeof makeTenant>>;
let cookie: string;
let strangerCookie: string;
const ids = { anna: '', bernd: '', spam: '', elsewhere: '' };

const send = async (tenantSlug: string, fields: Record<string, unknown>) =>
  (await createRequest(ctx, tenantSlug, { ...validContact, ...fields })).submissionId;

beforeAll(async () => {
  ctx = await createTestContext();
  tenant = await makeTenant(ctx);
  other = await makeTenant(ctx);
  cookie = await loginCookie(ctx, (await makeUser(ctx, { tenantSlugs: [tenant.tenantId] })).email);
  strangerCookie = await loginCookie(ctx, (await makeUser(ctx, { tenantSlugs: [other.tenantId] })).email);
  ids.anna = await send(tenant.tenantId, {
    name: 'Anna Müller',
    email: 'Anna.Mueller@Example.de',
    phone: '+49 30 1234567',
    message: 'Knieschmerzen nach dem Joggen, bitte einen Termin.',
  });
  ids.bernd = await send(tenant.tenantId, {
    name: 'Bernd Schmidt',
    email: 'bernd@beispiel.test',
    phone: '0171 5550000',
    message: 'Rückenschmerzen seit Montag, ein Termin wäre schön.',
  });
  ids.spam = await send(tenant.tenantId, { name: 'Anna Müller', message: 'Billige Termin-Angebote' });
  ids.elsewhere = await send(other.tenantId, { name: 'Anna Müller', message: 'Knieschmerzen' });
  // Scoring writes the terms (as the pipeline's job would).
  await scoreSubmissions(ctx, Object.values(ids));
  await ctx.db.update(formSubmissions).set({ isSpam: true }).where(eq(formSubmissions.id, ids.spam));
});
afterAll(() => ctx.close());

const search = (query: string, headers: Record<string, string> = { cookie }) =>
  ctx.app.inject({ method: 'GET', url: `/api/submissions/search?${query}`, headers });
const found = async (q: string, extra = '') => {
  const response = await search(`q=${encodeURIComponent(q)}${extra}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().submissions as { id: string }[]).map((s) => s.id);
};

describe('GET /api/submissions/search', () => {
  it('finds by a word of the message, a name without umlauts or by its beginning, e-mail, phone and number', async () => {
    const response = await search('q=knieschmerzen');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.truncated).toBe(false);
    // A card as the dashboard list has it: decrypted form data, flags, the practice's name.
    expect(body.submissions).toEqual([
      expect.objectContaining({
        id: ids.anna,
        tenant_id: tenant.id,
        form_data: expect.objectContaining({ name: 'Anna Müller' }),
        tenants: { name: tenant.name },
        is_spam: false,
        workflow_state: 'neu',
      }),
    ]);
    for (const q of ['Mueller', 'MULLER', 'Müll', 'anna joggen', 'TERMIN Knieschmerzen'])
      expect(await found(q), q).toEqual([ids.anna]);
    for (const q of ['anna.mueller@example.de', '@example.de', '030 123 45 67', '+49 (0)30 1234567'])
      expect(await found(q), q).toEqual([ids.anna]);
    expect(await found(referenceNumber(ids.anna))).toEqual([ids.anna]);
    expect(await found(`#${referenceNumber(ids.bernd).toLowerCase()}`)).toEqual([ids.bernd]);
    expect(await found('Rueckenschmerzen')).toEqual([ids.bernd]);
    // Newest first; every word must match.
    expect(await found('termin')).toEqual([ids.bernd, ids.anna]);
    expect(await found('Anna Montag')).toEqual([]);
    expect(await found('Knie')).toEqual([]);
  });

  it('hides spam unless spam=1, and audits the cards read without the query', async () => {
    expect(await found('anna')).toEqual([ids.anna]);
    expect(await found('anna', '&spam=1')).toEqual([ids.spam, ids.anna]);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'submission.read'), eq(auditLog.tenantId, tenant.id)));
    const searches = audits.filter((a) => a.details?.via === 'search');
    expect(searches.map((a) => a.details?.ids ?? a.targetId)).toContainEqual([ids.spam, ids.anna]);
    expect(JSON.stringify(searches)).not.toMatch(/anna|Müller|knie/i);
  });

  it("never finds another practice's requests", async () => {
    // The other practice's staff find their own Anna Müller only; its slug is unknown to this practice's staff.
    const theirs = await search('q=Mueller', { cookie: strangerCookie });
    expect(theirs.json().submissions.map((s: { id: string }) => s.id)).toEqual([ids.elsewhere]);
    expect(await found('knieschmerzen', `&tenant=${tenant.tenantId}`)).toEqual([ids.anna]);
    const foreign = await search(`q=knieschmerzen&tenant=${other.tenantId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('TENANT_NOT_FOUND');
    // A reference number of the other practice's request finds nothing here either.
    expect(await found(referenceNumber(ids.elsewhere))).toEqual([]);
  });

  it('answers 401 without a session and 400 for a query too short, too long or without a word', async () => {
    expect((await search('q=anna', {})).statusCode).toBe(401);
    const before = await ctx.db.select().from(auditLog);
    for (const query of ['', 'q=', 'q=a', 'q=%20a%20', `q=${'a'.repeat(201)}`, 'q=a%20b%20!!']) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errorCode).toBe('SEARCH_QUERY_INVALID');
    }
    const badSpam = await search('q=anna&spam=ja');
    expect(badSpam.statusCode).toBe(400);
    expect(badSpam.json().errorCode).toBe('VALIDATION_ERROR');
    expect(await ctx.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it('says when there are more than 50, newest first, also when every word is common', async () => {
    const practice = await makeTenant(ctx);
    const staff = await loginCookie(ctx, (await makeUser(ctx, { tenantSlugs: [practice.tenantId] })).email);
    const formData = await ctx.crypto.encryptJson(practice.id, {
      name: 'Eva Beispiel',
      message: 'Massage bitte',
    });
    const rows = await ctx.db
      .insert(formSubmissions)
      .values(
        Array.from({ length: 53 }, (_, i) => ({
          tenantId: practice.id,
          formType: 'contact' as const,
          formData,
          quarantineStatus: 'completed' as const,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
      )
      .returning({ id: formSubmissions.id, createdAt: formSubmissions.createdAt });
    // Rows as an older version left them: the start's backfill indexes them, once.
    expect(await backfillSearchTerms(ctx)).toBe(53);
    expect(await backfillSearchTerms(ctx)).toBe(0);
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((r) => r.id);
    const response = await search('q=massage%20eva', { cookie: staff });
    expect(response.json().truncated).toBe(true);
    expect(response.json().submissions.map((s: { id: string }) => s.id)).toEqual(newest.slice(0, 50));
    // The second way (every word common: newest first along the index) gives the same answer.
    const words = queryWords('massage eva', normalisePhone);
    const walked = await searchSubmissions(ctx, [practice.id], words, { includeSpam: false, wordIds: 5 });
    expect(walked.truncated).toBe(true);
    expect(walked.rows.map((r) => r.id)).toEqual(newest.slice(0, 50));
    const oneCommon = await searchSubmissions(
      ctx,
      [practice.id, tenant.id],
      queryWords('eva', normalisePhone),
      {
        includeSpam: false,
        wordIds: 5,
      },
    );
    expect(oneCommon.rows.map((r) => r.id)).toEqual(newest.slice(0, 50));
    // Newer requests with one of the two words only: seen in a small window, the two seldom meet there, so the
    // rarest word's entries are read (none of the window's) or, met now and then, the walk goes on.
    const onlyOne = await ctx.crypto.encryptJson(practice.id, {
      name: 'Udo Anders',
      message: 'Massage bitte',
    });
    await ctx.db.insert(formSubmissions).values(
      [1, 2, 3].map((i) => ({
        tenantId: practice.id,
        formType: 'contact' as const,
        formData: onlyOne,
        quarantineStatus: 'completed' as const,
        createdAt: new Date(Date.UTC(2026, 1, 1, 0, i)),
      })),
    );
    expect(await backfillSearchTerms(ctx)).toBe(3);
    for (const window of [2, 5]) {
      const seldom = await searchSubmissions(ctx, [practice.id], words, {
        includeSpam: false,
        wordIds: 5,
        window,
      });
      expect(seldom.rows.map((r) => r.id)).toEqual(newest.slice(0, 50));
    }
    // A word known completely (the number) narrows the candidates; the common one is probed on them.
    const mixed = queryWords(`${referenceNumber(newest[3]!)} massage`, normalisePhone);
    const narrowed = await searchSubmissions(ctx, [practice.id], mixed, { includeSpam: false, wordIds: 5 });
    expect(narrowed).toEqual({ rows: [expect.objectContaining({ id: newest[3] })], truncated: false });

    // Indexing again writes nothing; deleting a request takes its terms along.
    expect(await indexSubmission(ctx, { id: newest[0]!, tenantId: practice.id, formData: {} })).toBe(false);
    const terms = () =>
      ctx.db.select().from(submissionSearchTerms).where(inArray(submissionSearchTerms.submissionId, newest));
    const before = (await terms()).length;
    expect(before).toBeGreaterThan(53 * 5);
    await ctx.db.delete(formSubmissions).where(eq(formSubmissions.id, newest[0]!));
    expect((await terms()).length).toBe(before - before / 53);
  });
});

describe('search terms at rest', () => {
  // As an attacker with a copy of DATA_DIR would: a marker word is sent, indexed, searched for, and then looked
  // for in every file and in the server's log.
  it('keep a searched marker word out of every file under DATA_DIR and out of the log', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-rest-search-'));
    const { stream: logStream, lines: log } = capturedLog();
    const rest = await createTestContext({}, { dataDir, logStream });
    const marker = randomLetters(12);
    const control = `Kontrollpraxis${randomLetters()}`;
    try {
      const practice = await makeTenant(rest, { name: control });
      const staff = await loginCookie(
        rest,
        (await makeUser(rest, { tenantSlugs: [practice.tenantId] })).email,
      );
      const { submissionId } = await createRequest(rest, practice.tenantId, {
        ...validContact,
        name: `Zora ${marker}`,
        message: `Bitte um Rückruf wegen ${marker}.`,
      });
      await scoreSubmissions(rest, [submissionId]);
      const answer = await rest.app.inject({
        method: 'GET',
        url: `/api/submissions/search?q=${marker}`,
        headers: { cookie: staff },
      });
      expect(answer.json().submissions.map((s: { id: string }) => s.id)).toEqual([submissionId]);
      if (!inject('pgUrl')) await rest.database.executeSql('checkpoint');
    } finally {
      await rest.close();
    }
    expect(log.length).toBeGreaterThan(0);
    expect(log.filter((line) => line.includes(marker))).toEqual([]);
    if (inject('pgUrl')) return; // PostgreSQL's files belong to its server.
    const files = filesUnder(dataDir);
    expect(files.some((f) => readFileSync(f).includes(Buffer.from(control)))).toBe(true);
    expect(files.filter((f) => readFileSync(f).includes(Buffer.from(marker)))).toEqual([]);
  }, 60_000);
});
