// Deleting a practice end to end: data made through the real API and mail pipeline for two practices, the
// request, the delete-tenant job as a worker runs it, and then: nothing of the one left (rows, outbox mails),
// everything of the other intact, users handled by the rules, an audit record with the counts, the progress.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTenantDeletion } from '../../commands/deleteTenant.ts';
import { sendNotification } from '../../commands/sendNotification.ts';
import { sendSpamDigests } from '../../commands/sendSpamDigest.ts';
import {
  anamneseAiSummaries,
  auditLog,
  formSubmissions,
  membershipPackages,
  tenantSettings,
  userMemberships,
  users,
  userTenants,
} from '../../db/schema.ts';
import { ensureReferenceData } from '../../db/seed/referenceData.ts';
import { jobDefinitions } from '../../jobs/registry.ts';
import { createRequest, pdfBytes, sendAnamnese, uploadFile } from '../../test/detail.ts';
import { loginCookie, makeTenant, makeUser, randomIp } from '../../test/factories.ts';
import { submit, validContact } from '../../test/intake.ts';
import { parseMail } from '../../test/mailServer.ts';
import { mailDepsOf, setRecipients } from '../../test/notifications.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let dataDir: string;
let adminCookie: string;
let adminId: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-tenant-deletion-'));
  ctx = await createTestContext({ DATA_DIR: dataDir, PUBLIC_URL: 'https://praxis.example' });
  await ensureReferenceData(ctx.db);
  const admin = await makeUser(ctx, { role: 'admin' });
  adminId = admin.id;
  adminCookie = await loginCookie(ctx, admin.email);
});
afterAll(() => ctx.close());

const answers = {
  comorbidities: { radio: 'no', text: '' },
  medications: { radio: 'no', text: '' },
  expectations: { text: 'Schmerzfrei arbeiten', checkbox: true },
};

/** A practice with staff, recipients, patient confirmations on, and data of every kind, mails included. */
async function practiceWithData(label: string) {
  const tenant = await makeTenant(ctx, { config: { notifications: { patientConfirmation: true } } });
  const recipients = [`team-${label}@praxis-${label}.test`];
  await setRecipients(ctx, tenant.id, recipients);
  const staff = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
  const staffCookie = await loginCookie(ctx, staff.email);
  const patient = `patient-${label}@post.test`;
  const formData = { ...validContact, type: 'prescription', message: '', email: patient };

  const withFile = await createRequest(ctx, tenant.tenantId, formData);
  await uploadFile(ctx, withFile, { name: 'rezept.pdf', type: 'application/pdf', bytes: pdfBytes() });
  const withAnamnese = await createRequest(ctx, tenant.tenantId, formData);
  const anamneseId = await sendAnamnese(ctx, tenant.tenantId, withAnamnese.submissionId, answers);
  await ctx.db
    .insert(anamneseAiSummaries)
    .values({ anamneseSubmissionId: anamneseId, encryptedSummary: 'pd1.test', aiModel: 'test' });
  const spam = await createRequest(ctx, tenant.tenantId, {
    ...formData,
    type: 'question',
    message: 'Casino',
  });

  const mail = mailDepsOf(ctx);
  for (const id of [withFile.submissionId, withAnamnese.submissionId])
    await sendNotification(mail, id, { finalAttempt: true });
  // Staff train the practice's own spam model; the digest then lists what is still held back.
  const marked = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/submissions/${spam.submissionId}/spam`,
    headers: { cookie: staffCookie },
    payload: { isSpam: true },
  });
  expect(marked.statusCode).toBe(200);
  const caught = await createRequest(ctx, tenant.tenantId, {
    ...formData,
    type: 'question',
    message: 'Lotto',
  });
  await ctx.db
    .update(formSubmissions)
    .set({ isSpam: true })
    .where(eq(formSubmissions.id, caught.submissionId));
  await sendSpamDigests(mail);
  mail.mailer.close();
  return { tenant, staff, staffCookie, addresses: [...recipients, patient] };
}

/** Rows of every kind belonging to a practice, found through its submissions as well as by its id. */
async function rowsOf(tenantId: string, submissionIds: string[]) {
  const count = async (text: string, values: unknown[]) =>
    (
      (await ctx.database.executeSql(`select count(*)::int as n from ${text}`, values)).rows[0] as {
        n: number;
      }
    ).n;
  const ids = [submissionIds];
  return {
    submissions: await count('form_submissions where tenant_id = $1 or id = any($2::uuid[])', [
      tenantId,
      ...ids,
    ]),
    files: await count('submission_files where submission_id = any($1::uuid[])', ids),
    anamneses: await count(
      'anamnese_submissions where tenant_id = $1 or original_submission_id = any($2::uuid[])',
      [tenantId, ...ids],
    ),
    summaries: await count(
      'anamnese_ai_summaries s join anamnese_submissions a on a.id = s.anamnese_submission_id where a.tenant_id = $1',
      [tenantId],
    ),
    emailLogs: await count('email_logs where submission_id = any($1::uuid[])', ids),
    magicLinkTokens: await count('magic_link_tokens where submission_id = any($1::uuid[])', ids),
    notificationDeliveries: await count('notification_deliveries where tenant_id = $1', [tenantId]),
    spamTokens: await count('spam_model_tokens where scope = $1', [tenantId]),
    spamModels: await count('spam_model_stats where scope = $1', [tenantId]),
    userTenants: await count('user_tenants where tenant_id = $1', [tenantId]),
    counters: await count('submission_counters where tenant_id = $1', [tenantId]),
    anamneseCounters: await count('anamnese_counters where tenant_id = $1', [tenantId]),
    auditRows: await count('audit_log where tenant_id = $1', [tenantId]),
    tenant: await count('tenant_settings where id = $1', [tenantId]),
  };
}

const submissionIdsOf = async (tenantId: string) =>
  (
    await ctx.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(eq(formSubmissions.tenantId, tenantId))
  ).map((r) => r.id);

/** Outbox mails by recipient (parsed independently of the code under test). */
async function outboxMailsTo(addresses: string[]) {
  const dir = join(dataDir, 'outbox');
  const files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  const matches: string[] = [];
  for (const name of files) {
    const mail = await parseMail(readFileSync(join(dir, name)));
    if (addresses.some((address) => mail.to?.text.includes(address))) matches.push(name);
  }
  return matches;
}

/** The queued delete-tenant job of a practice, run by its registered handler as a worker would. */
async function runQueuedJob(tenantId: string) {
  const jobs = await ctx.queue.boss.fetch<{ tenantId: string }>('delete-tenant', { batchSize: 50 });
  const job = jobs.find((j) => j.data.tenantId === tenantId);
  expect(job).toBeDefined();
  const handler = jobDefinitions({ ...ctx, env: ctx.env }).find((d) => d.id === 'delete-tenant')!.handler!;
  await handler(job!.data, { jobId: job!.id, attempt: 1, log: () => {} });
  await ctx.queue.boss.complete('delete-tenant', job!.id);
}

const status = async (tenantId: string) =>
  (
    await ctx.app.inject({ url: `/api/tenants/${tenantId}/deletion`, headers: { cookie: adminCookie } })
  ).json().deletion;

describe('deleting a practice', () => {
  it('removes all of its data and files, keeps the other practice intact, and handles users by the rules', async () => {
    const doomed = await practiceWithData('weg');
    const kept = await practiceWithData('bleibt');
    // A colleague in both practices, an admin who was put into the doomed one, and a paying single-practice user.
    const shared = await makeUser(ctx, { tenantSlugs: [doomed.tenant.tenantId, kept.tenant.tenantId] });
    const admin = await makeUser(ctx, { role: 'admin', tenantSlugs: [doomed.tenant.tenantId] });
    const [kompakt] = await ctx.db.select().from(membershipPackages).limit(1);
    await ctx.db.insert(userMemberships).values({ userId: doomed.staff.id, packageId: kompakt!.id });

    const doomedIds = await submissionIdsOf(doomed.tenant.id);
    const keptIds = await submissionIdsOf(kept.tenant.id);
    const before = await rowsOf(doomed.tenant.id, doomedIds);
    const keptBefore = await rowsOf(kept.tenant.id, keptIds);
    // Every kind of row exists, so the test proves something about each.
    for (const [kind, n] of Object.entries(before)) expect(n, kind).toBeGreaterThan(0);
    const doomedMails = await outboxMailsTo(doomed.addresses);
    const keptMails = await outboxMailsTo(kept.addresses);
    // Staff notices, patient confirmations and the spam digest.
    expect(doomedMails.length).toBe(5);
    expect(keptMails.length).toBe(5);

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/tenants/${doomed.tenant.id}`,
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode).toBe(202);

    // At once: the single-practice user is gone with their sessions and membership, the others stay.
    expect(await ctx.db.select().from(users).where(eq(users.id, doomed.staff.id))).toEqual([]);
    expect(
      await ctx.db.select().from(userMemberships).where(eq(userMemberships.userId, doomed.staff.id)),
    ).toEqual([]);
    const session = await ctx.app.inject({
      url: '/api/auth/session',
      headers: { cookie: doomed.staffCookie },
    });
    expect(session.statusCode).toBe(401);
    const tenantsOf = async (userId: string) =>
      (await ctx.db.select().from(userTenants).where(eq(userTenants.userId, userId))).map((r) => r.tenantId);
    expect(await tenantsOf(shared.id)).toEqual([kept.tenant.id]);
    expect((await ctx.db.select().from(users).where(eq(users.id, admin.id)))[0]?.role).toBe('admin');
    expect(await tenantsOf(admin.id)).toEqual([]);
    expect(await tenantsOf(kept.staff.id)).toEqual([kept.tenant.id]);

    await runQueuedJob(doomed.tenant.id);

    const after = await rowsOf(doomed.tenant.id, doomedIds);
    for (const [kind, n] of Object.entries(after)) expect(n, kind).toBe(0);
    expect(await rowsOf(kept.tenant.id, keptIds)).toEqual(keptBefore);
    expect(await outboxMailsTo(doomed.addresses)).toEqual([]);
    expect(await outboxMailsTo(kept.addresses)).toEqual(keptMails);
    expect((await ctx.db.select().from(users).where(eq(users.id, kept.staff.id))).length).toBe(1);

    // The deletion record: who, when, how many of each kind.
    const [record] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tenant.delete'), eq(auditLog.targetId, doomed.tenant.id)));
    expect(record).toMatchObject({ actorKind: 'user', actorUserId: adminId, targetType: 'tenant' });
    expect(record!.createdAt).toBeInstanceOf(Date);
    expect(record!.details).toMatchObject({
      slug: doomed.tenant.tenantId,
      name: doomed.tenant.name,
      counts: {
        submissions: before.submissions,
        files: before.files,
        anamneses: before.anamneses,
        summaries: before.summaries,
        emailLogs: before.emailLogs,
        magicLinkTokens: before.magicLinkTokens,
        notificationDeliveries: before.notificationDeliveries,
        spamTokens: before.spamTokens,
        spamModels: 1,
        usersDeleted: 1,
        usersDetached: 2,
        outboxFiles: 5,
      },
    });
    expect(
      (record!.details as { counts: { auditEntriesDetached: number } }).counts.auditEntriesDetached,
    ).toBeGreaterThan(0);
    // The deleted user's removal is on record too.
    const [userRecord] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.delete'), eq(auditLog.targetId, doomed.staff.id)));
    expect(userRecord).toMatchObject({ actorUserId: adminId, details: { reason: 'tenant.delete' } });

    expect(await status(doomed.tenant.id)).toMatchObject({
      status: 'done',
      percent: 100,
      slug: doomed.tenant.tenantId,
      counts: { submissions: before.submissions },
    });
    // Running the job again (a retry after a crash) finds nothing left to do.
    await runTenantDeletion(
      { database: ctx.database, outboxDir: join(dataDir, 'outbox') },
      doomed.tenant.id,
      { finalAttempt: true },
    );
    expect(
      (
        await ctx.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'tenant.delete'), eq(auditLog.targetId, doomed.tenant.id)))
      ).length,
    ).toBe(1);
  });

  it('works in batches with visible progress, while the other practices keep receiving requests', async () => {
    const big = await makeTenant(ctx);
    const other = await makeTenant(ctx);
    await ctx.database.executeSql(
      `insert into form_submissions (tenant_id, form_type, form_data, quarantine_status)
       select $1, 'contact', 'pd1.x', 'completed' from generate_series(1, 1200)`,
      [big.id],
    );
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/tenants/${big.id}`,
      headers: { cookie: adminCookie },
    });
    expect(response.json().deletion).toMatchObject({ status: 'queued', percent: 0 });

    const seen: number[] = [];
    const intake: number[] = [];
    const deps = {
      database: ctx.database,
      outboxDir: null,
      batchSize: 500,
      onBatch: async () => {
        const progress = await status(big.id);
        expect(progress.status).toBe('running');
        seen.push(progress.percent);
        // Between batches a request for another practice goes through; the deleted one's old ID is refused.
        intake.push(
          (await submit(ctx, { tenantId: other.tenantId, formData: validContact }, { ip: randomIp() }))
            .statusCode,
        );
        intake.push(
          (await submit(ctx, { tenantId: big.tenantId, formData: validContact }, { ip: randomIp() }))
            .statusCode,
        );
      },
    };
    await runTenantDeletion(deps, big.id, { finalAttempt: false });
    expect(seen).toEqual([41, 83, 99]);
    expect(intake).toEqual([200, 404, 200, 404, 200, 404]);
    expect(await status(big.id)).toMatchObject({
      status: 'done',
      percent: 100,
      counts: { submissions: 1200 },
    });
    expect(await ctx.db.select().from(tenantSettings).where(eq(tenantSettings.id, big.id))).toEqual([]);
    expect((await submissionIdsOf(other.id)).length).toBe(3);
  });
});
