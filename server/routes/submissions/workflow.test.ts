import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { WorkflowView } from '../../../common/schemas/workflow.ts';
import { auditLog, formSubmissions, submissionNotes, users } from '../../db/schema.ts';
import { capturedLog, filesUnder, randomLetters } from '../../test/atRest.ts';
import { createRequest } from '../../test/detail.ts';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
let anna: { id: string; cookie: string };
let bernd: { id: string; cookie: string };
let strangerCookie: string;
let strangerId: string;
let adminCookie: string;
let adminId: string;

async function staffMember(tenantSlug: string | null, fullName: string, role: 'user' | 'admin' = 'user') {
  const user = await makeUser(ctx, { role, tenantSlugs: tenantSlug ? [tenantSlug] : [] });
  await ctx.db.update(users).set({ fullName }).where(eq(users.id, user.id));
  return { id: user.id, cookie: await loginCookie(ctx, user.email) };
}

beforeAll(async () => {
  ctx = await createTestContext();
  tenant = await makeTenant(ctx);
  // Bernd first: the staff list is by name, not by creation.
  bernd = await staffMember(tenant.tenantId, 'Bernd Bauer');
  anna = await staffMember(tenant.tenantId, 'Anna Arendt');
  const other = await makeTenant(ctx);
  const stranger = await staffMember(other.tenantId, 'Sven Fremd');
  strangerCookie = stranger.cookie;
  strangerId = stranger.id;
  const admin = await staffMember(null, 'Ada Admin', 'admin');
  adminCookie = admin.cookie;
  adminId = admin.id;
}, 60_000);
afterAll(() => ctx.close());

type Method = 'GET' | 'PATCH' | 'POST';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const workflowUrl = (id: string) => `/api/submissions/${id}/workflow`;
const notesUrl = (id: string) => `/api/submissions/${id}/notes`;
const view = async (id: string, cookie = anna.cookie) =>
  (await call('GET', workflowUrl(id), cookie)).json() as WorkflowView;
const rowOf = async (id: string) =>
  (await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, id)))[0]!;
const auditsOf = (id: string, actions: string[]) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), inArray(auditLog.action, actions)));
const newRequest = async () => (await createRequest(ctx, tenant.tenantId)).submissionId;
const WRITES = ['submission.workflow_state', 'submission.assign', 'submission.note'];

describe('GET/PATCH /api/submissions/:id/workflow', () => {
  it('answers the state, an empty owner and the practice’s active staff by name; an admin is listed too', async () => {
    const id = await newRequest();
    const inactive = await makeUser(ctx, { tenantSlugs: [tenant.tenantId], isActive: false });
    const response = await call('GET', workflowUrl(id), anna.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json() as WorkflowView;
    expect(body).toEqual({
      state: 'neu',
      version: 0,
      assignee: null,
      staff: [
        { id: anna.id, name: 'Anna Arendt' },
        { id: bernd.id, name: 'Bernd Bauer' },
      ],
      notes: [],
    });
    expect(body.staff.map((s) => s.id)).not.toContain(inactive.id);
    expect((await view(id, adminCookie)).staff.map((s) => s.name)).toEqual([
      'Ada Admin',
      'Anna Arendt',
      'Bernd Bauer',
    ]);
  });

  it('"Mir zuweisen" takes the request and moves Neu to In Bearbeitung, audited without content', async () => {
    const id = await newRequest();
    const response = await call('PATCH', workflowUrl(id), anna.cookie, { version: 0, assignToMe: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      state: 'in_bearbeitung',
      version: 1,
      assignee: { id: anna.id, name: 'Anna Arendt' },
    });
    expect(await rowOf(id)).toMatchObject({ workflowState: 'in_bearbeitung', assigneeId: anna.id });
    const audits = await auditsOf(id, WRITES);
    expect(audits.map((a) => [a.action, a.actorUserId, a.details]).sort()).toEqual([
      ['submission.assign', anna.id, { from: null, to: anna.id, self: true }],
      ['submission.workflow_state', anna.id, { from: 'neu', to: 'in_bearbeitung', version: 1 }],
    ]);

    // Bernd hands it to nobody, then to Anna again and finishes it.
    const unassigned = await call('PATCH', workflowUrl(id), bernd.cookie, { version: 1, assigneeId: null });
    expect(unassigned.json()).toMatchObject({ state: 'in_bearbeitung', version: 2, assignee: null });
    const done = await call('PATCH', workflowUrl(id), bernd.cookie, {
      version: 2,
      assigneeId: anna.id,
      state: 'erledigt',
    });
    expect(done.json()).toMatchObject({ state: 'erledigt', version: 3, assignee: { id: anna.id } });
    // A colleague may hand it to an admin too (not a member of the practice, but staff of the platform).
    const toAdmin = await call('PATCH', workflowUrl(id), bernd.cookie, { version: 3, assigneeId: adminId });
    expect(toAdmin.json()).toMatchObject({ version: 4, assignee: { id: adminId, name: 'Ada Admin' } });
    const taken = await call('PATCH', workflowUrl(id), anna.cookie, { version: 4, assignToMe: true });
    // Erledigt stays Erledigt: only Neu moves on by itself.
    expect(taken.json()).toMatchObject({ state: 'erledigt', version: 5, assignee: { id: anna.id } });
    // A change to what already is writes nothing.
    const same = await call('PATCH', workflowUrl(id), anna.cookie, { version: 5, state: 'erledigt' });
    expect(same.json().version).toBe(5);
    expect(await auditsOf(id, WRITES)).toHaveLength(7);
  });

  it('refuses bad input with a stable id (400) and changes nothing', async () => {
    const id = await newRequest();
    const inactive = await makeUser(ctx, { tenantSlugs: [tenant.tenantId], isActive: false });
    const cases: [unknown, string][] = [
      [{ version: 0 }, 'VALIDATION_ERROR'],
      [{ state: 'erledigt' }, 'VALIDATION_ERROR'],
      [{ version: '0', state: 'erledigt' }, 'VALIDATION_ERROR'],
      [{ version: 0, state: 'offen' }, 'VALIDATION_ERROR'],
      [{ version: 0, assigneeId: 'anna' }, 'VALIDATION_ERROR'],
      [{ version: 0, assignToMe: false }, 'VALIDATION_ERROR'],
      [{ version: 0, assignToMe: true, assigneeId: bernd.id }, 'VALIDATION_ERROR'],
      [{ version: 0, state: 'erledigt', extra: 1 }, 'VALIDATION_ERROR'],
      [{ version: 0, assigneeId: strangerId }, 'ASSIGNEE_NOT_STAFF'],
      [{ version: 0, assigneeId: inactive.id }, 'ASSIGNEE_NOT_STAFF'],
      [{ version: 0, assigneeId: randomUUID(), state: 'erledigt' }, 'ASSIGNEE_NOT_STAFF'],
    ];
    for (const [payload, errorCode] of cases) {
      const response = await call('PATCH', workflowUrl(id), anna.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errorCode, JSON.stringify(payload)).toBe(errorCode);
    }
    expect(await rowOf(id)).toMatchObject({
      workflowState: 'neu',
      assigneeId: null,
      workflowVersion: 0,
      isProcessed: false,
    });
    expect(await auditsOf(id, WRITES)).toEqual([]);
  });

  it('answers 401 without a session and 404 for another practice, an unknown id or a bad id (400)', async () => {
    const id = await newRequest();
    const noPractice = (await staffMember(null, 'Ohne Praxis')).cookie;
    for (const [method, url, payload] of [
      ['GET', workflowUrl(id), undefined],
      ['PATCH', workflowUrl(id), { version: 0, assignToMe: true }],
      ['POST', notesUrl(id), { text: 'fremd' }],
    ] as const) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      for (const cookie of [strangerCookie, noPractice]) {
        const response = await call(method, url, cookie, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          errorCode: 'NOT_FOUND',
          error: 'Formular-Einreichung nicht gefunden.',
        });
      }
    }
    expect((await call('GET', workflowUrl(randomUUID()), anna.cookie)).statusCode).toBe(404);
    const badId = await call('GET', workflowUrl('kein-uuid'), anna.cookie);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errorCode).toBe('VALIDATION_ERROR');
    expect(await rowOf(id)).toMatchObject({ workflowVersion: 0, assigneeId: null });
    expect(await ctx.db.select().from(submissionNotes).where(eq(submissionNotes.submissionId, id))).toEqual(
      [],
    );
  });

  it('answers a stale version with 409 naming who changed it, and writes nothing', async () => {
    const id = await newRequest();
    const seenByAnna = await view(id, anna.cookie);
    const seenByBernd = await view(id, bernd.cookie);
    expect(
      (await call('PATCH', workflowUrl(id), bernd.cookie, { version: seenByBernd.version, assignToMe: true }))
        .statusCode,
    ).toBe(200);

    const stale = await call('PATCH', workflowUrl(id), anna.cookie, {
      version: seenByAnna.version,
      state: 'erledigt',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      errorCode: 'WORKFLOW_CONFLICT',
      error: 'Diese Anfrage wurde inzwischen von Bernd Bauer geändert. Bitte neu laden.',
    });
    expect(await rowOf(id)).toMatchObject({
      workflowState: 'in_bearbeitung',
      assigneeId: bernd.id,
      workflowVersion: 1,
      isProcessed: false,
    });
    expect((await auditsOf(id, WRITES)).every((a) => a.actorUserId === bernd.id)).toBe(true);

    // A note counts as a change too; the latest writer is named. A deleted one is "jemand anderem".
    const fresh = await view(id, anna.cookie);
    expect((await call('POST', notesUrl(id), anna.cookie, { text: 'Rückruf vereinbart' })).statusCode).toBe(
      201,
    );
    const afterNote = await call('PATCH', workflowUrl(id), bernd.cookie, {
      version: fresh.version,
      state: 'neu',
    });
    expect(afterNote.statusCode).toBe(409);
    expect(afterNote.json().error).toContain('von Anna Arendt geändert');
    const gone = await staffMember(tenant.tenantId, 'Gerda Gelöscht');
    const current = await view(id);
    await call('PATCH', workflowUrl(id), gone.cookie, { version: current.version, state: 'neu' });
    await ctx.db.delete(users).where(eq(users.id, gone.id));
    const anonymous = await call('PATCH', workflowUrl(id), anna.cookie, {
      version: current.version,
      state: 'erledigt',
    });
    expect(anonymous.json().error).toBe(
      'Diese Anfrage wurde inzwischen von jemand anderem geändert. Bitte neu laden.',
    );
  });

  it('keeps is_processed equal to Erledigt both ways, and the spec’s PATCH is_processed counts the version up', async () => {
    const id = await newRequest();
    const done = await call('PATCH', workflowUrl(id), anna.cookie, { version: 0, state: 'erledigt' });
    expect(done.json()).toMatchObject({ state: 'erledigt', version: 1 });
    expect((await rowOf(id)).isProcessed).toBe(true);

    const reopened = await call('PATCH', `/api/submissions/${id}`, anna.cookie, { is_processed: false });
    expect(reopened.statusCode).toBe(200);
    expect(await view(id)).toMatchObject({ state: 'in_bearbeitung', version: 2 });
    await call('PATCH', `/api/submissions/${id}`, bernd.cookie, { is_processed: true });
    expect(await view(id)).toMatchObject({ state: 'erledigt', version: 3 });
    // Whoever saw version 2 now gets the conflict, naming the one who marked it processed.
    const stale = await call('PATCH', workflowUrl(id), anna.cookie, { version: 2, state: 'neu' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toContain('Bernd Bauer');
  });
});

describe('POST /api/submissions/:id/notes', () => {
  it('seals the note, names its author, counts the version up and audits without text; reading is audited', async () => {
    const id = await newRequest();
    const text = `Patientin ruft nach 16 Uhr zurück ${randomUUID().slice(0, 8)}`;
    const response = await call('POST', notesUrl(id), bernd.cookie, { text: `  ${text}\n` });
    expect(response.statusCode).toBe(201);
    const body = response.json() as WorkflowView;
    expect(body.version).toBe(1);
    expect(body.notes).toEqual([
      {
        id: expect.any(String),
        author: { id: bernd.id, name: 'Bernd Bauer' },
        text,
        created_at: expect.any(String),
      },
    ]);
    const [stored] = await ctx.db.select().from(submissionNotes).where(eq(submissionNotes.submissionId, id));
    expect(stored).toMatchObject({ authorId: bernd.id, tenantId: tenant.id });
    expect(stored!.body).not.toContain('Patientin');

    // A second note by someone whose account is deleted later: newest last, its author null.
    const leaver = await staffMember(tenant.tenantId, 'Lena Weg');
    await call('POST', notesUrl(id), leaver.cookie, { text: 'Zweite Notiz' });
    await ctx.db.delete(users).where(eq(users.id, leaver.id));
    const seen = await view(id, anna.cookie);
    expect(seen.version).toBe(2);
    expect(seen.notes.map((n) => [n.author?.name ?? null, n.text])).toEqual([
      ['Bernd Bauer', text],
      [null, 'Zweite Notiz'],
    ]);

    const audits = await auditsOf(id, ['submission.note', 'submission.read']);
    expect(audits.filter((a) => a.action === 'submission.note')).toHaveLength(2);
    expect(audits).toContainEqual(
      expect.objectContaining({
        action: 'submission.read',
        actorUserId: anna.id,
        details: { via: 'notes', notes: 2 },
      }),
    );
    expect(JSON.stringify(audits)).not.toMatch(/Patientin|Zweite Notiz/);
  });

  it('refuses an empty, blank, too long or missing text with NOTE_INVALID and changes nothing', async () => {
    const id = await newRequest();
    for (const payload of [{}, { text: '' }, { text: '  \n ' }, { text: 42 }, { text: 'x'.repeat(5001) }]) {
      const response = await call('POST', notesUrl(id), anna.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json().errorCode).toBe('NOTE_INVALID');
    }
    // 5000 characters after trimming are fine.
    expect(
      (await call('POST', notesUrl(id), anna.cookie, { text: ` ${'x'.repeat(5000)} ` })).statusCode,
    ).toBe(201);
    expect(
      await ctx.db.select().from(submissionNotes).where(eq(submissionNotes.submissionId, id)),
    ).toHaveLength(1);
    expect((await rowOf(id)).workflowVersion).toBe(1);
  });
});

describe('notes at rest', () => {
  // As an attacker with a copy of DATA_DIR would: a marker word in a note, written and read by staff, and
  // then looked for in every file and in the server's log.
  it('keeps a note’s marker word out of every file under DATA_DIR and out of the log', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-rest-notes-'));
    const { stream: logStream, lines: log } = capturedLog();
    const own = await createTestContext({}, { dataDir, logStream });
    const marker = `notizmarker${randomLetters(10)}`;
    try {
      const practice = await makeTenant(own);
      const user = await makeUser(own, { tenantSlugs: [practice.tenantId] });
      const cookie = await loginCookie(own, user.email);
      const { submissionId } = await createRequest(own, practice.tenantId);
      const written = await own.app.inject({
        method: 'POST',
        url: notesUrl(submissionId),
        headers: { cookie },
        payload: { text: `Rückruf wegen ${marker}` },
      });
      expect(written.statusCode).toBe(201);
      const read = await own.app.inject({
        method: 'GET',
        url: workflowUrl(submissionId),
        headers: { cookie },
      });
      // Staff do get the text back: finding none at rest means something.
      expect(read.body).toContain(marker);
      if (!inject('pgUrl')) await own.database.executeSql('checkpoint');
    } finally {
      await own.close();
    }
    expect(log.length).toBeGreaterThan(0);
    expect(log.filter((line) => line.includes(marker))).toEqual([]);
    if (inject('pgUrl')) return; // PostgreSQL's files belong to its server; the note test checks the column.
    expect(filesUnder(dataDir).filter((f) => readFileSync(f).includes(Buffer.from(marker)))).toEqual([]);
  }, 120_000); // an on-disk database: slow on a busy machine
});
