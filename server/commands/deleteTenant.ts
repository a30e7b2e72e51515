// Deleting a practice (spec 001 §2.4: "warns that all related users and data are deleted").
//
// The request (one short transaction) takes the practice out of service at once: its slug is freed (renamed to
// geloescht-<uuid>, so the reception and the intake no longer find it and the ID can be given out again), its
// domains are cleared, users whose only practice it was are deleted (never an admin: admins belong to no
// practice by necessity, and so the last admin is never touched), the others lose it, and the job is enqueued
// in the same transaction. The job then deletes the data in batches of short transactions (a practice with
// 100,000 submissions must not hold locks that intake for the other practices would wait on, and on PGlite one
// long transaction would stop every other query), counting every kind of row, and leaves one audit record
// (who, when, how many of each) before the practice row itself goes.
//
// Progress lives in tenant_settings.config.deletion (the schema has no other place for it; the reception's
// parser ignores the key): counts are added in the same transaction as the rows they count, so a retried run
// (pg-boss, after a crash) continues with exact totals, and two runs at once only share the work.
import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import {
  deletionPercent,
  TENANT_DELETION_COUNT_KEYS,
  type TenantDeletionCounts,
  type TenantDeletionStatus,
} from '../../common/admin/tenants.ts';
import { referenceNumber } from '../../common/reception/referenceNumber.ts';
import { parseReceptionConfig } from '../../common/tenantConfig.ts';
import { adminTenantTexts } from '../../common/texts/adminTenants.ts';
import type { Actor } from '../auth/actor.ts';
import type { Database, SqlExecutor } from '../db/connect.ts';
import { pacedTransaction } from '../db/pacedTransaction.ts';
import { errors } from '../errors.ts';
import { decodedMailText } from '../services/mail/decodedMailText.ts';

/**
 * Rows per transaction. PostgreSQL locks only the rows deleted, so other practices' intake runs beside a batch;
 * PGlite has one connection, so its batches are small and each is followed by a pause as long as it took:
 * intake waits at most one short batch (bench/tenantDeletion).
 */
const PACING = {
  postgres: { submissions: 500, rows: 5000 },
  pglite: { submissions: 100, rows: 1000 },
} as const;

type ActiveStatus = Exclude<TenantDeletionStatus, 'done'>;

/** tenant_settings.config.deletion while a practice is being deleted. */
export type DeletionState = {
  status: ActiveStatus;
  slug: string;
  name: string;
  /** Names the practice appears under in mails (the outbox clean-up matches patient confirmations by them). */
  mailNames: string[];
  requestedAt: string;
  requestedBy: { id: string; email: string };
  /** Submissions when the deletion was requested: the 100 % of the progress. */
  total: number;
  counts: TenantDeletionCounts;
  failedAt?: string;
};

export type DeletionProgress = {
  tenantId: string;
  status: TenantDeletionStatus;
  percent: number;
  slug: string;
  name: string;
  requestedAt: string;
  finishedAt: string | null;
  counts: TenantDeletionCounts;
};

const emptyCounts = (): TenantDeletionCounts =>
  Object.fromEntries(TENANT_DELETION_COUNT_KEYS.map((key) => [key, 0])) as TenantDeletionCounts;

/** The slug a practice gets while its data is deleted: matches no reception link and frees the old one. */
export const deletedSlug = (tenantId: string) => `geloescht-${tenantId}`;

export function deletionStateOf(config: unknown): DeletionState | null {
  const state = (config as { deletion?: unknown } | null)?.deletion;
  if (!state || typeof state !== 'object') return null;
  const s = state as DeletionState;
  // Stored JSON: a state written by hand or by an older version may lack its counts or its total.
  const total = Number.isFinite(s.total) ? s.total : 0;
  return { ...s, total, counts: { ...emptyCounts(), ...s.counts } };
}

export const progressOf = (tenantId: string, state: DeletionState): DeletionProgress => ({
  tenantId,
  status: state.status,
  percent: deletionPercent(state.status, state.counts.submissions, state.total),
  slug: state.slug,
  name: state.name,
  requestedAt: state.requestedAt,
  finishedAt: null,
  counts: state.counts,
});

const AUDIT_INSERT = `insert into audit_log (actor_kind, actor_user_id, action, tenant_id, target_type, target_id, details)
  values ('user', $1, $2, $3, $4, $5, $6::jsonb)`;

/**
 * Takes the practice out of service and enqueues the job (`enqueue` inserts it inside this transaction). Asking
 * again while it runs changes nothing; after a failed run it starts the job again.
 */
export async function requestTenantDeletion(
  database: Database,
  actor: Actor,
  tenantId: string,
  enqueue: (execute: SqlExecutor) => Promise<void>,
): Promise<DeletionProgress> {
  return database.transaction(async (execute) => {
    const { rows } = await execute(
      'select tenant_id as slug, name, config from tenant_settings where id = $1 for update',
      [tenantId],
    );
    const tenant = rows[0] as { slug: string; name: string; config: Record<string, unknown> } | undefined;
    if (!tenant) throw errors.notFound(adminTenantTexts.errors.notFound);

    const existing = deletionStateOf(tenant.config);
    if (existing && existing.status !== 'failed') return progressOf(tenantId, existing);
    if (existing) {
      const state: DeletionState = { ...existing, status: 'queued', failedAt: undefined };
      await writeState(execute, tenantId, state);
      await execute(AUDIT_INSERT, [actor.id, 'tenant.delete.retry', tenantId, 'tenant', tenantId, '{}']);
      await enqueue(execute);
      return progressOf(tenantId, state);
    }

    const users = await removeUsers(execute, actor, tenantId, tenant.slug);
    const { rows: totals } = await execute(
      'select coalesce(sum(n), 0)::bigint as n from submission_counters where tenant_id = $1',
      [tenantId],
    );
    const config = parseReceptionConfig(tenant.config, tenant.name);
    const state: DeletionState = {
      status: 'queued',
      slug: tenant.slug,
      name: tenant.name,
      mailNames: [...new Set([tenant.name, config.companyName].filter(Boolean))],
      requestedAt: new Date().toISOString(),
      requestedBy: { id: actor.id, email: actor.email },
      total: Number((totals[0] as { n: string | number }).n),
      counts: { ...emptyCounts(), ...users },
    };
    await execute(
      `update tenant_settings set tenant_id = $2, domains = '{}', updated_at = now(),
         config = jsonb_set(config, '{deletion}', $3::jsonb) where id = $1`,
      [tenantId, deletedSlug(tenantId), JSON.stringify(state)],
    );
    await execute(AUDIT_INSERT, [
      actor.id,
      'tenant.delete.request',
      tenantId,
      'tenant',
      tenantId,
      JSON.stringify({ slug: tenant.slug, name: tenant.name, submissions: state.total, ...users }),
    ]);
    await enqueue(execute);
    return progressOf(tenantId, state);
  });
}

/** Users whose only practice this is are deleted (never admins); the others just lose it. */
async function removeUsers(execute: SqlExecutor, actor: Actor, tenantId: string, slug: string) {
  const { rows: deleted } = await execute(
    `delete from users u where u.role = 'user'
       and exists (select 1 from user_tenants t where t.user_id = u.id and t.tenant_id = $1)
       and not exists (select 1 from user_tenants t where t.user_id = u.id and t.tenant_id <> $1)
     returning u.id`,
    [tenantId],
  );
  const ids = (deleted as { id: string }[]).map((row) => row.id);
  if (ids.length) {
    await execute(
      `insert into audit_log (actor_kind, actor_user_id, action, target_type, target_id, details)
       select 'user', $1, 'user.delete', 'user', id::text, $3::jsonb from unnest($2::uuid[]) as id`,
      [actor.id, ids, JSON.stringify({ reason: 'tenant.delete', tenant: slug })],
    );
  }
  const { rows: detached } = await execute(
    'with d as (delete from user_tenants where tenant_id = $1 returning 1) select count(*)::int as n from d',
    [tenantId],
  );
  return { usersDeleted: ids.length, usersDetached: (detached[0] as { n: number }).n };
}

const writeState = (execute: SqlExecutor, tenantId: string, state: DeletionState) =>
  execute(`update tenant_settings set config = jsonb_set(config, '{deletion}', $2::jsonb) where id = $1`, [
    tenantId,
    JSON.stringify(state),
  ]);

/** Adds to the stored counts in one UPDATE (atomic under the row lock, also with two runs at once). */
async function addCounts(execute: SqlExecutor, tenantId: string, counts: Partial<TenantDeletionCounts>) {
  const nonZero = Object.fromEntries(Object.entries(counts).filter(([, n]) => n));
  if (Object.keys(nonZero).length === 0) return;
  await execute(
    `update tenant_settings t set config = jsonb_set(t.config, '{deletion,counts}',
       coalesce(t.config #> '{deletion,counts}', '{}'::jsonb) || (
         select jsonb_object_agg(e.key, coalesce((t.config #>> array['deletion', 'counts', e.key])::bigint, 0)
           + e.value::bigint)
         from jsonb_each_text($2::jsonb) e))
     where t.id = $1`,
    [tenantId, JSON.stringify(nonZero)],
  );
}

const setStatus = (database: Database, tenantId: string, status: ActiveStatus) =>
  database.executeSql(
    `update tenant_settings set config = jsonb_set(jsonb_set(config, '{deletion,status}', to_jsonb($2::text)),
       '{deletion,failedAt}', coalesce(to_jsonb($3::text), 'null'::jsonb))
     where id = $1 and config ? 'deletion'`,
    [tenantId, status, status === 'failed' ? new Date().toISOString() : null],
  );

/** count(*) of a data-modifying CTE's rows, the statement's only answer. */
async function counted(execute: SqlExecutor, text: string, values: unknown[]): Promise<number> {
  const { rows } = await execute(text, values);
  return (rows[0] as { n: number }).n;
}

/** One batch: the submissions and, first, everything hanging from them (counted; the cascades would not say). */
async function deleteSubmissionBatch(execute: SqlExecutor, tenantId: string, limit: number) {
  // skip locked: a second run (a retry while this one still works) takes other rows instead of waiting.
  const { rows } = await execute(
    'select id from form_submissions where tenant_id = $1 limit $2 for update skip locked',
    [tenantId, limit],
  );
  const ids = (rows as { id: string }[]).map((row) => row.id);
  if (ids.length === 0) return 0;
  const byIds = (table: string, column = 'submission_id') =>
    counted(
      execute,
      `with d as (delete from ${table} where ${column} = any($1::uuid[]) returning 1) select count(*)::int as n from d`,
      [ids],
    );
  const counts: Partial<TenantDeletionCounts> = {
    summaries: await counted(
      execute,
      `with d as (delete from anamnese_ai_summaries s using anamnese_submissions a
         where s.anamnese_submission_id = a.id and a.original_submission_id = any($1::uuid[]) returning 1)
       select count(*)::int as n from d`,
      [ids],
    ),
    anamneses: await byIds('anamnese_submissions', 'original_submission_id'),
    files: await byIds('submission_files'),
    emailLogs: await byIds('email_logs'),
    magicLinkTokens: await byIds('magic_link_tokens'),
    notificationDeliveries: await byIds('notification_deliveries'),
    submissions: await byIds('form_submissions', 'id'),
  };
  await addCounts(execute, tenantId, counts);
  return ids.length;
}

/** Deletes a batch of rows at a time (the statement's $2 is the batch size) until none is left. */
async function inBatches(database: Database, text: string, tenantId: string) {
  let total = 0;
  for (;;) {
    const n = await pacedTransaction(database, (execute) =>
      counted(execute, text, [tenantId, PACING[database.kind].rows]),
    );
    total += n;
    if (n === 0) return total;
  }
}

export type DeletionDeps = {
  database: Database;
  /** DATA_DIR/outbox, where the mailer without SMTP keeps its mails; null when unknown. */
  outboxDir: string | null;
  batchSize?: number;
  /** Awaited after every batch of submissions (tests and the benchmark look in between). */
  onBatch?: (deleted: number) => Promise<void> | void;
};

/** The job: everything of the practice, then the practice; ends with the audit record. Safe to run again. */
export async function runTenantDeletion(
  deps: DeletionDeps,
  tenantId: string,
  options: { finalAttempt: boolean },
): Promise<'deleted' | 'gone' | 'not_requested'> {
  const { database } = deps;
  const { rows } = await database.executeSql('select config from tenant_settings where id = $1', [tenantId]);
  if (!rows[0]) return 'gone';
  const state = deletionStateOf((rows[0] as { config: unknown }).config);
  if (!state) return 'not_requested';
  await setStatus(database, tenantId, 'running');
  try {
    // Only a server that mails into DATA_DIR/outbox has one; the ids are read only then.
    const marks = (await hasOutbox(deps.outboxDir)) ? await outboxMarks(database, tenantId, state) : null;
    if (marks) await recordOutbox(deps, tenantId, marks);

    const limit = deps.batchSize ?? PACING[database.kind].submissions;
    for (;;) {
      const deleted = await pacedTransaction(database, (execute) =>
        deleteSubmissionBatch(execute, tenantId, limit),
      );
      if (deleted === 0) break;
      await deps.onBatch?.(deleted);
    }
    await deleteRest(database, tenantId);
    if (marks) await recordOutbox(deps, tenantId, marks);
    await finish(database, tenantId);
    return 'deleted';
  } catch (error) {
    if (options.finalAttempt) await setStatus(database, tenantId, 'failed');
    throw error;
  }
}

/** What is not reached through a submission: digests' deliveries, the practice's spam model, audit links. */
async function deleteRest(database: Database, tenantId: string) {
  const counts = await database.transaction(async (execute) => ({
    // Left over only if a submission vanished under its anamnese (the cascade would take it anyway).
    summaries: await counted(
      execute,
      `with d as (delete from anamnese_ai_summaries s using anamnese_submissions a
         where s.anamnese_submission_id = a.id and a.tenant_id = $1 returning 1) select count(*)::int as n from d`,
      [tenantId],
    ),
    anamneses: await counted(
      execute,
      'with d as (delete from anamnese_submissions where tenant_id = $1 returning 1) select count(*)::int as n from d',
      [tenantId],
    ),
    notificationDeliveries: await counted(
      execute,
      'with d as (delete from notification_deliveries where tenant_id = $1 returning 1) select count(*)::int as n from d',
      [tenantId],
    ),
  }));
  const spamTokens = await inBatches(
    database,
    `with d as (delete from spam_model_tokens where scope = $1 and token in (
       select token from spam_model_tokens where scope = $1 limit $2) returning 1)
     select count(*)::int as n from d`,
    tenantId,
  );
  const spamModels = await database.transaction((execute) =>
    counted(
      execute,
      'with d as (delete from spam_model_stats where scope = $1 returning 1) select count(*)::int as n from d',
      [tenantId],
    ),
  );
  // The audit trail stays; the foreign key would unlink these rows in the final statement, all at once.
  const auditEntriesDetached = await inBatches(
    database,
    `with d as (update audit_log set tenant_id = null where id in (
       select id from audit_log where tenant_id = $1 limit $2) returning 1)
     select count(*)::int as n from d`,
    tenantId,
  );
  await database.transaction((execute) =>
    addCounts(execute, tenantId, { ...counts, spamTokens, spamModels, auditEntriesDetached }),
  );
}

/** The practice row goes (its counters and remaining links by cascade) and the audit record is written. */
async function finish(database: Database, tenantId: string) {
  await database.transaction(async (execute) => {
    const { rows } = await execute('delete from tenant_settings where id = $1 returning config', [tenantId]);
    const state = deletionStateOf((rows[0] as { config: unknown } | undefined)?.config);
    // Another run finished first: its record stands.
    if (!state) return;
    const { rows: actor } = await execute('select id from users where id = $1', [state.requestedBy.id]);
    await execute(AUDIT_INSERT, [
      actor.length ? state.requestedBy.id : null,
      'tenant.delete',
      null,
      'tenant',
      tenantId,
      JSON.stringify({
        slug: state.slug,
        name: state.name,
        requestedAt: state.requestedAt,
        requestedBy: state.requestedBy,
        counts: state.counts,
      }),
    ]);
  });
}

/** The progress of a deletion: from the practice's row while it runs, from the audit record once done. */
export async function tenantDeletionStatus(
  database: Database,
  tenantId: string,
): Promise<DeletionProgress | null> {
  const { rows } = await database.executeSql('select config from tenant_settings where id = $1', [tenantId]);
  if (rows[0]) {
    const state = deletionStateOf((rows[0] as { config: unknown }).config);
    return state ? progressOf(tenantId, state) : null;
  }
  const { rows: records } = await database.executeSql(
    `select details, created_at from audit_log
     where target_type = 'tenant' and target_id = $1 and action = 'tenant.delete' order by id desc limit 1`,
    [tenantId],
  );
  const record = records[0] as { details: Record<string, unknown>; created_at: Date | string } | undefined;
  if (!record) return null;
  const details = record.details as Pick<DeletionState, 'slug' | 'name' | 'requestedAt' | 'counts'>;
  return {
    tenantId,
    status: 'done',
    percent: 100,
    slug: details.slug,
    name: details.name,
    requestedAt: details.requestedAt,
    finishedAt: new Date(record.created_at).toISOString(),
    counts: { ...emptyCounts(), ...details.counts },
  };
}

// ---- mails in DATA_DIR/outbox ----------------------------------------------------------------------------
// Without SMTP, mails are files (services/mail/outbox.ts). The practice's are found by what they carry: a
// link to one of its submissions (staff notice), its spam view (digest), or one of its reference numbers
// together with its name (patient confirmation, which has no link).

type OutboxMarks = { submissionIds: Set<string>; references: Set<string>; slugs: string[]; names: string[] };

async function outboxMarks(database: Database, tenantId: string, state: DeletionState): Promise<OutboxMarks> {
  const { rows } = await database.executeSql('select id from form_submissions where tenant_id = $1', [
    tenantId,
  ]);
  const ids = (rows as { id: string }[]).map((row) => row.id.toLowerCase());
  return {
    submissionIds: new Set(ids),
    references: new Set(ids.map(referenceNumber)),
    slugs: [state.slug, deletedSlug(tenantId)],
    names: state.mailNames ?? [state.name],
  };
}

const hasOutbox = (dir: string | null) =>
  dir
    ? stat(dir).then(
        (info) => info.isDirectory(),
        () => false,
      )
    : Promise.resolve(false);

async function recordOutbox(deps: DeletionDeps, tenantId: string, marks: OutboxMarks) {
  const outboxFiles = await removeOutboxMails(deps.outboxDir, marks);
  await deps.database.transaction((execute) => addCounts(execute, tenantId, { outboxFiles }));
}

export async function removeOutboxMails(dir: string | null, marks: OutboxMarks): Promise<number> {
  if (!dir) return 0;
  let files: string[];
  try {
    files = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of files) {
    const path = join(dir, name);
    const raw = await readFile(path, 'latin1').catch(() => null);
    if (raw === null || !mailOfTenant(decodedMailText(raw), marks)) continue;
    await unlink(path).then(
      () => removed++,
      () => {},
    );
  }
  return removed;
}

const UUID_LINK = /\/submissions?\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function mailOfTenant(mail: string, marks: OutboxMarks): boolean {
  for (const match of mail.matchAll(UUID_LINK))
    if (marks.submissionIds.has(match[1]!.toLowerCase())) return true;
  for (const slug of marks.slugs) {
    if (new RegExp(`[?&;]tenant=${escapeRegExp(encodeURIComponent(slug))}(?![\\w%-])`).test(mail))
      return true;
  }
  for (const match of mail.matchAll(/Referenznummer: ([0-9A-F]{8})\b/g)) {
    if (marks.references.has(match[1]!) && marks.names.some((name) => mail.includes(name))) return true;
  }
  return false;
}
