import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { formSubmissions, ipBlacklist } from '../db/schema.ts';
import { jobDefinitions } from '../jobs/registry.ts';
import { makeTenant, randomIp } from '../test/factories.ts';
import { rowsRead } from '../test/rowsRead.ts';
import { patientRequest, rowOf, seoSpam, submitContact, waitForStatus } from '../test/spam.ts';
import { createTestContext, type TestContext } from '../test/testContext.ts';
import { REPEATED_TEXT_PROBE, scoreSubmissions } from './scoreSubmissions.ts';

let ctx: TestContext;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
beforeAll(async () => {
  ctx = await createTestContext();
  tenant = await makeTenant(ctx);
});
afterAll(() => ctx.close());

const notifyJobsFor = async (id: string) =>
  (
    await ctx.database.executeSql(
      `select 1 from ${ctx.queue.schema}.job where name = 'notify-submission' and data->>'submissionId' = $1`,
      [id],
    )
  ).rows.length;

describe('quarantine pipeline', () => {
  it('scores waiting submissions when the workers start (e.g. after a restart), and notifies only non-spam', async () => {
    const ham = await submitContact(ctx, tenant.tenantId, patientRequest);
    const spam = await submitContact(ctx, tenant.tenantId, seoSpam);
    expect((await rowOf(ctx, ham)).quarantineStatus).toBe('pending');
    // The jobs were enqueued by a process without workers; a process with workers picks them up.
    await ctx.queue.startWorkers();
    // The other tests drive the pipeline step by step, even when this one fails.
    onTestFinished(() => ctx.queue.boss.offWork('score-submissions'));
    await waitForStatus(ctx, [ham, spam], 'completed');

    const hamRow = await rowOf(ctx, ham);
    expect(hamRow.isSpam).toBe(false);
    expect(hamRow.spamScore).toBeLessThan(50);
    expect(hamRow.spamReasons?.at(-1)).toMatch(/^Lernender Filter: \d+ % Spam-Wahrscheinlichkeit/);
    expect(hamRow.spamConfidence).toBeGreaterThan(0);
    const spamRow = await rowOf(ctx, spam);
    expect(spamRow.isSpam).toBe(true);
    expect(spamRow.spamScore).toBeGreaterThanOrEqual(50);
    expect(spamRow.spamReasons).toEqual(
      expect.arrayContaining([
        'Kurz-Link verschleiert das Ziel (bit.ly)',
        'Wegwerf-E-Mail-Adresse (mailinator.com)',
        'Name wirkt sinnlos („RobertLix“)',
      ]),
    );
    expect(await notifyJobsFor(ham)).toBe(1);
    expect(await notifyJobsFor(spam)).toBe(0);
  });

  it('keeps a staff mark made while a submission waited', async () => {
    const id = await submitContact(ctx, tenant.tenantId, seoSpam);
    await ctx.db
      .update(formSubmissions)
      .set({ isSpam: false, spamScore: 0, spamMarkedAt: new Date(), quarantineStatus: 'completed' })
      .where(eq(formSubmissions.id, id));
    await scoreSubmissions(ctx, [id]);
    expect(await rowOf(ctx, id)).toMatchObject({ isSpam: false, spamScore: 0 });
  });

  it('sees the same text sent again and again', async () => {
    const text = {
      name: 'Lena Wolf',
      email: 'lena@web.de',
      message: 'Bitte rufen Sie mich wegen eines Termins für meine Schulter zurück, danke.',
    };
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await submitContact(ctx, tenant.tenantId, text));
    await scoreSubmissions(ctx, ids);
    const last = await rowOf(ctx, ids[3]!);
    expect(last.spamReasons).toContain('Derselbe Text kam in 24 Stunden bereits 3-mal');

    // Another practice learns nothing of what was sent here: its first copy is not a repeat.
    const elsewhere = await makeTenant(ctx);
    const there = await submitContact(ctx, elsewhere.tenantId, text);
    await scoreSubmissions(ctx, [there]);
    expect((await rowOf(ctx, there)).spamReasons?.some((r) => r.startsWith('Derselbe Text'))).toBe(false);
  });

  // Statistics gathered before a new practice's burst made the planner take a (tenant, …) index and read all
  // 3,000 rows (5,999 read, 2026-12-02); with none gathered (PGlite) it must not scan the day either.
  it.each([
    ['no statistics', false],
    ['statistics from before the burst', true],
  ])(
    "counts a repeated text by reading only that text's rows, however busy the practice's day was (%s)",
    async (_, staleStatistics) => {
      if (staleStatistics) await ctx.database.executeSql('analyze form_submissions');
      const busy = await makeTenant(ctx);
      // Rows with the text are read in every practice (counted in this one only): each case sends its own.
      const text = `same-text-${staleStatistics}`;
      // 3,000 scored submissions today, none analyzed since (as right after a burst): the probe must not read them.
      await ctx.database.executeSql(
        `insert into form_submissions (tenant_id, form_type, form_data, quarantine_status, content_hash)
       select $1, 'contact', 'x', 'completed', case when g <= 3 then $2::text else md5(g::text) end
       from generate_series(1, 3000) g`,
        [busy.id, text],
      );
      const read = await rowsRead(
        ctx.database.executeSql,
        REPEATED_TEXT_PROBE,
        [[text, 'never-sent'], busy.id],
        (table) => table === 'form_submissions',
      );
      // EXPLAIN gives rows per loop, rounded: 3 matching rows over 2 probes read as up to 4; the day holds 3,000.
      expect(read).toBeLessThanOrEqual(4);
      const { rows: counts } = await ctx.database.executeSql(REPEATED_TEXT_PROBE, [
        [text, 'never-sent'],
        busy.id,
      ]);
      expect(counts).toEqual([{ content_hash: text, n: 3 }]);
    },
  );

  it('blacklists an address after 5 spam submissions in 24 hours, with a German reason', async () => {
    const ip = randomIp();
    const ids = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        await submitContact(ctx, tenant.tenantId, { ...seoSpam, message: `${seoSpam.message} #${i}` }, ip),
      );
    await scoreSubmissions(ctx, ids.slice(0, 4));
    expect(
      await ctx.db
        .select()
        .from(ipBlacklist)
        .where(eq(ipBlacklist.ipHash, ctx.ipHash(ip))),
    ).toHaveLength(0);
    await scoreSubmissions(ctx, ids.slice(4));
    const [entry] = await ctx.db
      .select()
      .from(ipBlacklist)
      .where(eq(ipBlacklist.ipHash, ctx.ipHash(ip)));
    expect(entry?.reason).toBe(
      'Automatisch gesperrt: 5 sicher erkannte Spam-Anfragen innerhalb von 24 Stunden',
    );
  });

  it('uses the fill time the form measured, and keeps it out of the stored form data', async () => {
    const id = await submitContact(ctx, tenant.tenantId, { ...patientRequest, formFillMs: 1500 });
    const row = await rowOf(ctx, id);
    expect(row.fillMs).toBe(1500);
    const stored = await ctx.crypto.decryptJson<Record<string, unknown>>(tenant.id, row.formData);
    expect(stored.ok && 'formFillMs' in stored.value).toBe(false);
    await scoreSubmissions(ctx, [id]);
    expect((await rowOf(ctx, id)).spamReasons).toContain(
      'In 1,5 Sekunden ausgefüllt – schneller, als ein Mensch tippen kann',
    );
  });

  it('marks a submission failed when its data cannot be decrypted', async () => {
    const id = await submitContact(ctx, tenant.tenantId, patientRequest);
    await ctx.db.update(formSubmissions).set({ formData: 'pd1.kaputt' }).where(eq(formSubmissions.id, id));
    await scoreSubmissions(ctx, [id]);
    expect(await rowOf(ctx, id)).toMatchObject({
      quarantineStatus: 'failed',
      spamReasons: ['Entschlüsselung fehlgeschlagen'],
    });
  });

  it('retries a failing scoring job and marks its submissions failed after the last attempt', async () => {
    const id = await submitContact(ctx, tenant.tenantId, patientRequest);
    // Fault injection: the model store is unreachable for this worker.
    const broken = {
      ...ctx,
      spamModels: { ...ctx.spamModels, models: () => Promise.reject(new Error('Modell nicht erreichbar')) },
    };
    const job = jobDefinitions(broken).find((d) => d.id === 'score-submissions')!;
    const run = (attempt: number) => job.handler!({ submissionIds: [id] }, { jobId: 'x', attempt, log() {} });
    await expect(run(1)).rejects.toThrow('Modell nicht erreichbar');
    expect((await rowOf(ctx, id)).quarantineStatus).toBe('processing');
    await expect(run(4)).rejects.toThrow();
    expect((await rowOf(ctx, id)).quarantineStatus).toBe('failed');
  });
});
