// Group commit for the intake hot path. Submissions that arrive while a write is in flight are written
// together in the next transaction: one statement checks the IP blacklist and the per-address limit for the
// whole batch and inserts the rows with their audit entries, and pg-boss inserts their scoring jobs in the
// same transaction. Each caller is answered only after that commit, so nothing is acknowledged that is not
// stored. At low load a batch is a single submission and nothing waits.
import { randomUUID } from 'node:crypto';
import { SUBMIT_RATE_WINDOW_MINUTES, UPLOAD_TOKEN_MINUTES } from '../../common/intake/limits.ts';
import { requestConsents } from '../commands/requestConsents.ts';
import type { Database } from '../db/connect.ts';
import { scoreSubmissionJob } from '../jobs/definitions/scoreSubmission.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { ACTIVE_ENTRY, listedLengths } from './blacklistLookup.ts';
import type { ClientAddress } from './ipHash.ts';

export type SubmissionRow = {
  tenantId: string;
  formType: string;
  /** What the patient chose (common/intake/requestKinds.ts). */
  requestKind: string;
  /** The reception's language when not German (issue 29); null otherwise. */
  patientLanguage: string | null;
  formData: string;
  spam: {
    isSpam: boolean;
    score: number | null;
    confidence: number | null;
    // Sealed (services/spam/sealedReasons.ts).
    reasons: string | null;
    status: string;
  };
  /** The sender's per-address key (services/ipHash.ts). */
  clientIpHash: string;
  /** What the blacklist is searched for, given the network lengths listed (the address stays in memory). */
  blacklistKeys: ClientAddress['blacklistKeys'];
  userAgent: string | null;
  uploadTokenHash: string;
  /** SHA-256 of the single-use anamnese token; null for requests that carry no anamnese. */
  anamneseTokenHash: string | null;
  /** SHA-256 of the consent link's token, stored only when the request needs documents (issue 30). */
  consentTokenHash?: string | null;
  fillMs: number | null;
  actor: { kind: string; userId: string | null };
  auditDetails: Record<string, unknown>;
  /** Whether to enqueue spam scoring (not for honeypot hits, which are decided already). */
  score: boolean;
};

/** consents: how many documents the stored request needs (commands/requestConsents.ts). */
export type WriteOutcome =
  | { status: 'stored'; id: string; consents: number }
  | { status: 'blocked' | 'rate_limited' | 'no_tenant' };

type Pending = {
  row: SubmissionRow;
  id: string;
  resolve: (o: WriteOutcome) => void;
  reject: (e: unknown) => void;
};

const MAX_BATCH = 200;

// Sorted, so two batches never wait for each other in opposite order.
const LOCK_SENDERS = `
  select pg_advisory_xact_lock(k) from (
    select distinct hashtextextended(tenant_id::text || ':' || client_ip_hash, 0) as k
    from unnest($1::uuid[], $2::text[]) as t(tenant_id, client_ip_hash)
  ) keys order by k`;

// $1… are parallel arrays, one element per submission of the batch.
const WRITE_BATCH = `
  with input as (
    select * from unnest($1::uuid[], $2::int[], $3::uuid[], $4::text[], $5::text[], $6::boolean[], $7::int[],
      $8::real[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::uuid[], $16::text[],
      $18::int[], $19::text[], $20::text[], $21::text[], $22::text[])
      as t(id, ord, tenant_id, form_type, form_data, is_spam, spam_score, spam_confidence, spam_reasons,
        quarantine_status, client_ip_hash, user_agent, upload_token_hash, actor_kind, actor_user_id, details, fill_ms,
        anamnese_token_hash, request_kind, patient_language, blacklist_keys)
  ),
  -- One index probe per sender, stopping at the limit: cost does not grow with the table or the traffic.
  recent as (
    select k.tenant_id, k.client_ip_hash, r.n
    from (select distinct tenant_id, client_ip_hash from input) k
    cross join lateral (
      select count(*)::int as n from (
        select 1 from form_submissions f
        where f.client_ip_hash = k.client_ip_hash and f.tenant_id = k.tenant_id
          and f.created_at > now() - make_interval(mins => ${SUBMIT_RATE_WINDOW_MINUTES})
        limit $17
      ) window_rows
    ) r
  ),
  ranked as (
    select i.*,
      exists (select 1 from ip_blacklist b
        where b.ip_hash = any(string_to_array(i.blacklist_keys, ',')) and ${ACTIVE_ENTRY}) as blocked,
      exists (select 1 from tenant_settings t where t.id = i.tenant_id) as tenant_exists,
      coalesce(r.n, 0) + row_number() over (partition by i.tenant_id, i.client_ip_hash order by i.ord) as nth
    from input i
    left join recent r on r.tenant_id = i.tenant_id and r.client_ip_hash = i.client_ip_hash
  ),
  inserted as (
    insert into form_submissions (id, tenant_id, form_type, form_data, is_spam, spam_score, spam_confidence,
      spam_reasons, quarantine_status, client_ip_hash, user_agent, upload_token_hash, fill_ms, upload_token_expires_at,
      anamnese_token_hash, request_kind, patient_language)
    select id, tenant_id, form_type, form_data, is_spam, spam_score, spam_confidence, spam_reasons,
      quarantine_status, client_ip_hash, user_agent, upload_token_hash, fill_ms,
      now() + make_interval(mins => ${UPLOAD_TOKEN_MINUTES}), anamnese_token_hash, request_kind, patient_language
    from ranked
    where tenant_exists and not blocked and nth <= $17
    returning id
  ),
  audited as (
    insert into audit_log (actor_kind, actor_user_id, action, tenant_id, target_type, target_id, details)
    select actor_kind, actor_user_id, 'submission.create', tenant_id, 'submission', id::text, details::jsonb
    from ranked where id in (select id from inserted)
  )
  select ord, blocked, tenant_exists, id in (select id from inserted) as stored from ranked`;

export type SubmissionWriter = ReturnType<typeof createSubmissionWriter>;

export function createSubmissionWriter(database: Database, queue: JobQueue, rateLimit: number) {
  let waiting: Pending[] = [];
  // PostgreSQL takes several batches at once on separate connections; PGlite has one connection.
  const maxInFlight = database.kind === 'postgres' ? 8 : 1;
  const inFlight = new Set<Promise<void>>();

  async function writeBatch(batch: Pending[]) {
    const column = <T>(pick: (p: Pending, i: number) => T) => batch.map(pick);
    const outcomes = await database.transaction(async (execute) => {
      // Batches run in parallel on PostgreSQL. Locking each (practice, address) pair first makes a
      // concurrent batch with the same pair wait for our commit, so the limit counts its rows exactly.
      await execute(LOCK_SENDERS, [column((p) => p.row.tenantId), column((p) => p.row.clientIpHash)]);
      const lengths = await listedLengths(execute);
      const { rows } = await execute(WRITE_BATCH, [
        column((p) => p.id),
        column((_, i) => i),
        column((p) => p.row.tenantId),
        column((p) => p.row.formType),
        column((p) => p.row.formData),
        column((p) => p.row.spam.isSpam),
        column((p) => p.row.spam.score),
        column((p) => p.row.spam.confidence),
        column((p) => p.row.spam.reasons),
        column((p) => p.row.spam.status),
        column((p) => p.row.clientIpHash),
        column((p) => p.row.userAgent),
        column((p) => p.row.uploadTokenHash),
        column((p) => p.row.actor.kind),
        column((p) => p.row.actor.userId),
        column((p) => JSON.stringify(p.row.auditDetails)),
        rateLimit,
        column((p) => p.row.fillMs),
        column((p) => p.row.anamneseTokenHash),
        column((p) => p.row.requestKind),
        column((p) => p.row.patientLanguage),
        // Hex hashes, so a comma joins them safely.
        column((p) => p.row.blacklistKeys(lengths).join(',')),
      ]);
      const byOrd = new Map(
        (rows as { ord: number; blocked: boolean; tenant_exists: boolean; stored: boolean }[]).map((r) => [
          r.ord,
          r,
        ]),
      );
      const consents = await requestConsents(
        execute,
        batch
          .filter((_, i) => byOrd.get(i)!.stored)
          .map((p) => ({ ...p.row, submissionId: p.id, tokenHash: p.row.consentTokenHash ?? null })),
      );
      const results: WriteOutcome[] = batch.map((p, i) => {
        const r = byOrd.get(i)!;
        if (r.stored) return { status: 'stored', id: p.id, consents: consents.get(p.id) ?? 0 };
        if (!r.tenant_exists) return { status: 'no_tenant' };
        return { status: r.blocked ? 'blocked' : 'rate_limited' };
      });
      const jobs = batch.filter((p, i) => p.row.score && results[i]!.status === 'stored');
      if (jobs.length) {
        // One scoring job per batch keeps the queue's write cost off the per-submission path.
        await queue.enqueueMany(scoreSubmissionJob, [{ submissionIds: jobs.map((p) => p.id) }], execute);
      }
      return results;
    });
    queue.wake(scoreSubmissionJob);
    for (const [i, p] of batch.entries()) p.resolve(outcomes[i]!);
  }

  // A batch starts on the next turn of the event loop, after the requests that are ready to be read have
  // been read: on PGlite a transaction never yields to I/O, so starting at once would write one at a time.
  let flushScheduled = false;
  function scheduleFlush() {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(() => {
      flushScheduled = false;
      flush();
    });
  }

  function flush() {
    while (inFlight.size < maxInFlight && waiting.length > 0) {
      const batch = waiting.slice(0, MAX_BATCH);
      waiting = waiting.slice(MAX_BATCH);
      const writing: Promise<void> = writeBatch(batch)
        .catch((error) => {
          for (const p of batch) p.reject(error);
        })
        .finally(() => {
          inFlight.delete(writing);
          scheduleFlush();
        });
      inFlight.add(writing);
    }
  }

  return {
    write(row: SubmissionRow): Promise<WriteOutcome> {
      return new Promise((resolve, reject) => {
        waiting.push({ row, id: randomUUID(), resolve, reject });
        scheduleFlush();
      });
    },
    /** Waits for everything accepted so far (graceful shutdown). */
    async drain() {
      while (inFlight.size > 0 || waiting.length > 0) await Promise.all(inFlight);
    },
  };
}
