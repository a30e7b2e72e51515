// The daily retention run (GDPR Art. 5(1)(e), 17): for each practice and category, what is past its period
// and not held is deleted — the submission with its file, anamnese, summaries, e-mail logs, magic-link tokens and
// deliveries (foreign-key cascades, as staff deletion), and what its staff mark taught the spam filter
// (forgetTraining, in the same transaction). Short transactions of BATCH_SIZE rows, paced like the practice
// deletion (db/pacedTransaction.ts), so intake never waits long.
//
// The run leaves a retention_runs row and one deletion_records row per (practice, category) with counts only;
// counts are added in the transaction that deleted the rows, so a run that dies midway still says what it did.
// Two instances: the claim below lets one run at a time (a second start sees the live run and skips), and rows
// are taken with FOR UPDATE SKIP LOCKED, so even two runs at once would only share the work.
import { effectivePeriods, RETENTION_CATEGORIES, type RetentionCategory } from '../../common/retention.ts';
import type { Database, SqlExecutor } from '../db/connect.ts';
import { pacedTransaction } from '../db/pacedTransaction.ts';
import { AppError } from '../errors.ts';
import type { CryptoService } from '../services/crypto.ts';
import type { SpamModelStore } from '../services/spam/modelStore.ts';
import { forgetTraining } from './deleteSubmissions.ts';

export const BATCH_SIZE = 500;
/** A run still running after this long (the job's expiry) died with its process; the next one starts anyway. */
const STALE_RUN_MINUTES = 60;
/** Any fixed number: the key of the advisory lock that serialises claiming a run. */
const RETENTION_LOCK = 724_311_015;
const DAY_MS = 86_400_000;

export type RetentionDeps = { database: Database; crypto: CryptoService; spamModels: SpamModelStore };

export type BatchInfo = { runId: string; tenantId: string; category: RetentionCategory; deleted: number };

export type RetentionOptions = {
  /** The clock the periods are measured against (tests move it). */
  now?: Date;
  batchSize?: number;
  /** Awaited after every committed batch (tests look in between). */
  onBatch?: (batch: BatchInfo) => Promise<void> | void;
};

export type RetentionRecord = {
  tenantId: string;
  category: RetentionCategory;
  periodDays: number;
  submissions: number;
  files: number;
  anamnesen: number;
};

export type RetentionOutcome =
  | { status: 'completed'; runId: string; deleted: number; records: RetentionRecord[] }
  | { status: 'skipped'; runningRunId: string };

export async function applyRetention(
  deps: RetentionDeps,
  options: RetentionOptions = {},
): Promise<RetentionOutcome> {
  const { database } = deps;
  const claim = await claimRun(database);
  if ('running' in claim) return { status: 'skipped', runningRunId: claim.running };
  const runId = claim.runId;
  const now = options.now ?? new Date();
  const limit = options.batchSize ?? BATCH_SIZE;
  const records: RetentionRecord[] = [];
  try {
    for (const { tenantId, periods } of await practicePeriods(database)) {
      for (const category of RETENTION_CATEGORIES) {
        const periodDays = periods[category];
        if (periodDays === null) continue;
        const cutoff = new Date(now.getTime() - periodDays * DAY_MS);
        const record: RetentionRecord = {
          tenantId,
          category,
          periodDays,
          submissions: 0,
          files: 0,
          anamnesen: 0,
        };
        let recordId: number | null = null;
        for (;;) {
          const result = await pacedTransaction(database, (execute) =>
            deleteBatch(deps, execute, { runId, recordId, record, cutoff, limit }),
          );
          if (result.deleted === 0) break;
          recordId = result.recordId;
          await options.onBatch?.({ runId, tenantId, category, deleted: result.deleted });
          if (result.deleted < limit) break;
        }
        if (record.submissions > 0) records.push(record);
      }
    }
    await database.executeSql(
      `update retention_runs set status = 'completed', finished_at = now() where id = $1`,
      [runId],
    );
    return {
      status: 'completed',
      runId,
      deleted: records.reduce((sum, r) => sum + r.submissions, 0),
      records,
    };
  } catch (error) {
    // Our own error id, never a database message (it may quote a value).
    const code = error instanceof AppError ? error.id : 'RETENTION_RUN_FAILED';
    await database
      .executeSql(
        `update retention_runs set status = 'failed', finished_at = now(), error = $2 where id = $1`,
        [runId, code],
      )
      .catch(() => {});
    throw error;
  }
}

/** One run at a time: a live 'running' run makes this start skip; a stale one is marked failed. */
async function claimRun(database: Database): Promise<{ runId: string } | { running: string }> {
  return database.transaction(async (execute) => {
    await execute('select pg_advisory_xact_lock($1)', [RETENTION_LOCK]);
    const { rows: live } = await execute(
      `select id from retention_runs where status = 'running'
         and started_at > now() - make_interval(mins => $1) order by started_at desc limit 1`,
      [STALE_RUN_MINUTES],
    );
    if (live[0]) return { running: (live[0] as { id: string }).id };
    await execute(
      `update retention_runs set status = 'failed', finished_at = now(), error = 'RETENTION_RUN_ABANDONED'
       where status = 'running'`,
      [],
    );
    const { rows } = await execute(`insert into retention_runs (status) values ('running') returning id`, []);
    return { runId: (rows[0] as { id: string }).id };
  });
}

/** Every practice in service (one being deleted is its deletion job's) with its periods in force. */
async function practicePeriods(database: Database) {
  const { rows } = await database.executeSql(
    `select t.id, coalesce(
       json_agg(json_build_object('category', p.category, 'periodDays', p.period_days))
         filter (where p.category is not null), '[]') as stored
     from tenant_settings t left join retention_policies p on p.tenant_id = t.id
     where not (t.config ? 'deletion')
     group by t.id order by t.id`,
    [],
  );
  return (rows as { id: string; stored: { category: string; periodDays: number | null }[] }[]).map((row) => ({
    tenantId: row.id,
    periods: effectivePeriods(row.stored),
  }));
}

/** Spam by its mark; everything else by form type, unless marked spam. */
const CATEGORY_FILTER = {
  spam: 'is_spam',
  other: 'form_type = $4 and not is_spam',
} as const;

type BatchInput = {
  runId: string;
  recordId: number | null;
  record: RetentionRecord;
  cutoff: Date;
  limit: number;
};

/** One transaction: take due rows, count what hangs from them, delete, un-learn, record the counts. */
async function deleteBatch(deps: RetentionDeps, execute: SqlExecutor, input: BatchInput) {
  const { record } = input;
  const isSpam = record.category === 'spam';
  // skip locked: rows a staff action holds right now wait for the next run; a hold committed meanwhile is seen.
  const { rows: due } = await execute(
    `select id from form_submissions
     where tenant_id = $1 and created_at < $2::timestamptz and retention_held_at is null
       and ${isSpam ? CATEGORY_FILTER.spam : CATEGORY_FILTER.other}
     order by created_at, id limit $3 for update skip locked`,
    isSpam
      ? [record.tenantId, input.cutoff.toISOString(), input.limit]
      : [record.tenantId, input.cutoff.toISOString(), input.limit, record.category],
  );
  const ids = (due as { id: string }[]).map((row) => row.id);
  if (ids.length === 0) return { deleted: 0, recordId: input.recordId };

  const { rows: hanging } = await execute(
    `select (select count(*)::int from submission_files where submission_id = any($1::uuid[])) as files,
            (select count(*)::int from anamnese_submissions where original_submission_id = any($1::uuid[])) as anamnesen`,
    [ids],
  );
  const { files, anamnesen } = hanging[0] as { files: number; anamnesen: number };
  // File, anamnese (and its summaries), e-mail logs, magic-link tokens and deliveries go by cascade.
  const { rows: gone } = await execute(
    `delete from form_submissions where id = any($1::uuid[])
     returning id, tenant_id, spam_label, case when spam_label is not null then form_data end as form_data`,
    [ids],
  );
  const removed = (
    gone as { id: string; tenant_id: string; spam_label: 'spam' | 'ham' | null; form_data: string | null }[]
  ).map((r) => ({ id: r.id, tenantId: r.tenant_id, spamLabel: r.spam_label, formData: r.form_data ?? '' }));
  await forgetTraining(deps, removed, execute);

  const counts = [removed.length, files, anamnesen];
  let recordId = input.recordId;
  if (recordId === null) {
    const { rows } = await execute(
      `insert into deletion_records (run_id, tenant_id, category, period_days, submissions, files, anamnesen)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [input.runId, record.tenantId, record.category, record.periodDays, ...counts],
    );
    recordId = Number((rows[0] as { id: string | number }).id);
  } else {
    await execute(
      `update deletion_records set submissions = submissions + $2, files = files + $3, anamnesen = anamnesen + $4
       where id = $1`,
      [recordId, ...counts],
    );
  }
  await execute('update retention_runs set deleted_count = deleted_count + $2 where id = $1', [
    input.runId,
    removed.length,
  ]);
  record.submissions += removed.length;
  record.files += files;
  record.anamnesen += anamnesen;
  return { deleted: removed.length, recordId };
}
