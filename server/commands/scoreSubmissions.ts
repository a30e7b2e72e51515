// The quarantine pipeline for new submissions: pending → processing → completed (score, reasons) or failed.
// Not spam goes on to notification; repeated sure spam from one address blocks it for a while (autoBlock.ts).
import type { Database, SqlExecutor } from '../db/connect.ts';
import { notifySubmissionJob } from '../jobs/definitions/notifySubmission.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { ACTIVE_ENTRY } from '../services/blacklistLookup.ts';
import type { CryptoService } from '../services/crypto.ts';
import type { ContentHasher } from '../services/ipHash.ts';
import { type PatientKeys, patientKeysOf } from '../services/patientKeys.ts';
import { indexSubmissions } from '../services/search/indexSubmissions.ts';
import { AI_UNCERTAIN_RANGE, type AiConfig, askAi } from '../services/spam/aiSecondOpinion.ts';
import { extractText } from '../services/spam/extractText.ts';
import type { SpamModelStore } from '../services/spam/modelStore.ts';
import type { RuleContext } from '../services/spam/rules.ts';
import { SPAM_THRESHOLD, type SpamVerdict, scoreFormData } from '../services/spam/scoreText.ts';
import { sealReasons } from '../services/spam/sealedReasons.ts';
import { enqueueWebhookEvents } from '../services/webhooks/enqueueWebhookEvent.ts';
import { blockRepeatOffenders } from './autoBlock.ts';

export type SpamDeps = {
  database: Database;
  crypto: CryptoService;
  spamModels: SpamModelStore;
  hashContent: ContentHasher;
  queue: JobQueue;
  ai?: AiConfig;
};

type Claimed = {
  id: string;
  tenant_id: string;
  form_data: string;
  client_ip_hash: string | null;
  fill_ms: number | null;
};
type ScoringItem = {
  id: string;
  ipHash: string | null;
  contentHash: string | null;
  fillMs: number | null;
  formData: Record<string, unknown>;
};
export type ScoredSubmission = SpamVerdict & { id: string; aiClassified: boolean; error?: string };

/**
 * How often each text ($1, content hashes) reached the practice ($2) in the last 24 hours: one index probe per
 * text (form_submissions_content_hash_idx) that reads only the rows with that text, so its cost does not grow
 * with the practice's traffic. The practice is counted in a FILTER, never in WHERE, so that no (tenant, …) index
 * can look cheaper to a planner with stale statistics; a count never tells one practice of another's rows.
 */
export const REPEATED_TEXT_PROBE = `select h.content_hash, r.n from unnest($1::text[]) as h(content_hash)
  cross join lateral (
    select (count(*) filter (where f.tenant_id = $2))::int as n from form_submissions f
    where f.content_hash = h.content_hash and f.created_at > now() - interval '24 hours'
  ) r
  where r.n > 0`;

/**
 * Reads what the rules need of the surroundings (blacklist, repeated text) for a set of one practice's
 * submissions. Repeats are counted within that practice: a reason must not tell one practice what was sent
 * to others.
 */
async function ruleContexts(deps: SpamDeps, tenantId: string, rows: ScoringItem[]) {
  const ipHashes = [...new Set(rows.flatMap((r) => (r.ipHash ? [r.ipHash] : [])))];
  const contentHashes = [...new Set(rows.flatMap((r) => (r.contentHash ? [r.contentHash] : [])))];
  const [{ rows: blocked }, { rows: repeats }] = await Promise.all([
    deps.database.executeSql(
      `select ip_hash from ip_blacklist where ip_hash = any($1::text[]) and ${ACTIVE_ENTRY}`,
      [ipHashes],
    ),
    deps.database.executeSql(REPEATED_TEXT_PROBE, [contentHashes, tenantId]),
  ]);
  const blockedSet = new Set((blocked as { ip_hash: string }[]).map((b) => b.ip_hash));
  const repeatCount = new Map(
    (repeats as { content_hash: string; n: number }[]).map((r) => [r.content_hash, r.n]),
  );
  return (row: (typeof rows)[number]): RuleContext => {
    return {
      ipBlacklisted: row.ipHash ? blockedSet.has(row.ipHash) : false,
      // The count includes this submission once its hash is stored; others are what matters.
      repeatedCount: row.contentHash ? Math.max(0, (repeatCount.get(row.contentHash) ?? 0) - 1) : 0,
      fillMillis: row.fillMs ?? undefined,
    };
  };
}

const SCORES_PER_TURN = 8;

/** Scores decrypted submissions of one practice (pipeline and scan share this). */
export async function scoreDecrypted(
  deps: SpamDeps,
  tenantId: string,
  items: ScoringItem[],
): Promise<ScoredSubmission[]> {
  const models = await deps.spamModels.models(tenantId);
  const contextOf = await ruleContexts(deps, tenantId, items);
  // Scoring is CPU work on the thread that also answers requests: a few items at a time, then the requests
  // waiting meanwhile go first (a chunk of 200 in one go held the intake up for ~50 ms).
  const verdicts: ReturnType<typeof scoreFormData>[] = [];
  for (const [i, item] of items.entries()) {
    if (i > 0 && i % SCORES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    verdicts.push(scoreFormData(item.formData, models, contextOf(item)));
  }
  return Promise.all(
    items.map(async (item, i) => {
      const verdict = verdicts[i]!;
      if (deps.ai && verdict.score >= AI_UNCERTAIN_RANGE[0] && verdict.score <= AI_UNCERTAIN_RANGE[1]) {
        const text = extractText(item.formData);
        const ai = await askAi(deps.ai, `Name: ${text.name}\nE-Mail: ${text.email}\n\n${text.text}`);
        if (ai) {
          return {
            id: item.id,
            score: ai.score,
            isSpam: ai.score >= SPAM_THRESHOLD,
            confidence: verdict.confidence,
            reasons: [...verdict.reasons, ai.reason],
            aiClassified: true,
          };
        }
      }
      return { id: item.id, ...verdict, aiClassified: false };
    }),
  );
}

async function writeResults(
  execute: SqlExecutor,
  results: ScoredSubmission[],
  contentHashes: Map<string, string | null>,
  sealed: Map<string, string>,
) {
  if (results.length === 0) return;
  // Staff marks win: a row marked meanwhile keeps its manual verdict.
  await execute(
    `update form_submissions f set spam_score = r.score, is_spam = r.is_spam, spam_confidence = r.confidence,
       spam_reasons = r.reasons, ai_classified = r.ai, content_hash = r.content_hash,
       quarantine_status = 'completed', updated_at = now()
     from unnest($1::uuid[], $2::int[], $3::boolean[], $4::real[], $5::text[], $6::boolean[], $7::text[])
       as r(id, score, is_spam, confidence, reasons, ai, content_hash)
     where f.id = r.id and f.spam_marked_at is null`,
    [
      results.map((r) => r.id),
      results.map((r) => r.score),
      results.map((r) => r.isSpam),
      results.map((r) => r.confidence),
      results.map((r) => sealed.get(r.id)!),
      results.map((r) => r.aiClassified),
      results.map((r) => contentHashes.get(r.id) ?? null),
    ],
  );
}

export type ScanItemResult = ScoredSubmission & { formType: string; previousScore: number | null };

/**
 * Scores submissions and stores the verdicts. The pipeline ("pending" mode) claims only submissions still
 * waiting (also "processing" ones of an attempt that died); a staff scan ("rescore") takes any submission
 * not marked by hand. Submissions that were waiting go on to notification when they are not spam; repeated
 * spam from one address blocks it. onProgress is called after each chunk (the scan's live progress).
 */
export async function scoreSubmissions(
  deps: SpamDeps,
  submissionIds: string[],
  options: {
    mode?: 'pending' | 'rescore';
    chunkSize?: number;
    onProgress?: (done: ScanItemResult[]) => void;
  } = {},
): Promise<ScanItemResult[]> {
  const claimable = options.mode === 'rescore' ? '' : "and quarantine_status in ('pending', 'processing')";
  const { rows } = await deps.database.executeSql(
    `with target as (
       select id, quarantine_status as previous_status, spam_score as previous_score from form_submissions
       where id = any($1::uuid[]) and spam_marked_at is null ${claimable} for update
     )
     update form_submissions f set quarantine_status = 'processing', updated_at = now() from target
     where f.id = target.id
     returning f.id, f.tenant_id, f.form_type, f.form_data, f.client_ip_hash, f.fill_ms, target.previous_status,
       target.previous_score`,
    [submissionIds],
  );
  // Keep the order the caller asked for (the scan shows newest first).
  const order = new Map(submissionIds.map((id, i) => [id, i]));
  const claimed = (
    rows as (Claimed & { form_type: string; previous_status: string; previous_score: number | null })[]
  ).sort((a, b) => order.get(a.id)! - order.get(b.id)!);

  const all: ScanItemResult[] = [];
  const chunkSize = options.chunkSize ?? 200;
  for (let i = 0; i < claimed.length; i += chunkSize) {
    const chunk = claimed.slice(i, i + chunkSize);
    const results: ScanItemResult[] = [];
    const contentHashes = new Map<string, string | null>();
    const undecryptable: string[] = [];
    const byTenant = new Map<string, typeof chunk>();
    for (const row of chunk) byTenant.set(row.tenant_id, [...(byTenant.get(row.tenant_id) ?? []), row]);
    for (const [tenantId, tenantRows] of byTenant) {
      const items = [];
      const patientKeys: PatientKeys[] = [];
      const hashPatient = await deps.crypto.patientKeyHasher(tenantId);
      for (const row of tenantRows) {
        const formData = await deps.crypto.decryptJson<Record<string, unknown>>(tenantId, row.form_data);
        if (!formData.ok) {
          undecryptable.push(row.id);
          continue;
        }
        const text = extractText(formData.value).text;
        const contentHash = text.trim().length >= 20 ? deps.hashContent(text) : null;
        contentHashes.set(row.id, contentHash);
        patientKeys.push(patientKeysOf(hashPatient, formData.value));
        items.push({
          id: row.id,
          ipHash: row.client_ip_hash,
          contentHash,
          fillMs: row.fill_ms,
          formData: formData.value,
        });
      }
      // Store the hashes first, so a burst of the same text is seen as repeated within the burst. The patient's
      // keys go along (also for a row staff mark meanwhile): the search for one patient's requests needs them.
      await deps.database.executeSql(
        `update form_submissions f set content_hash = h.hash, patient_email_key = h.email_key,
           patient_phone_key = h.phone_key
         from unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) as h(id, hash, email_key, phone_key)
         where f.id = h.id`,
        [
          items.map((item) => item.id),
          items.map((item) => item.contentHash),
          patientKeys.map((k) => k.emailKey),
          patientKeys.map((k) => k.phoneKey),
        ],
      );
      await indexSubmissions(deps, tenantId, items); // the request search's terms (issue 28), one insert
      for (const scored of await scoreDecrypted(deps, tenantId, items)) {
        const row = tenantRows.find((r) => r.id === scored.id)!;
        results.push({ ...scored, formType: row.form_type, previousScore: row.previous_score });
      }
    }
    const scored = [...results];
    if (undecryptable.length) {
      for (const id of undecryptable) {
        const row = chunk.find((r) => r.id === id)!;
        results.push({
          id,
          formType: row.form_type,
          previousScore: row.previous_score,
          score: row.previous_score ?? 0,
          isSpam: false,
          confidence: 0,
          reasons: [],
          aiClassified: false,
          error: 'Entschlüsselung fehlgeschlagen',
        });
      }
    }
    const waiting = new Set(chunk.filter((r) => r.previous_status !== 'completed').map((r) => r.id));
    const ham = results.filter((r) => !r.error && !r.isSpam && waiting.has(r.id));
    const tenantOf = new Map(chunk.map((r) => [r.id, r.tenant_id]));
    // The practice's webhooks learn of the verdict for new requests only (not of a staff scan's rescoring).
    const webhookEvents = results
      .filter((r) => !r.error && waiting.has(r.id))
      .map((r) => ({
        tenantId: tenantOf.get(r.id)!,
        event: r.isSpam ? ('submission.spam' as const) : ('submission.created' as const),
        submissionId: r.id,
      }));
    const sealed = new Map(
      await Promise.all(
        results.map(
          async (r) =>
            [
              r.id,
              await sealReasons(deps.crypto, tenantOf.get(r.id)!, r.error ? [r.error] : r.reasons),
            ] as const,
        ),
      ),
    );
    // One transaction: a submission is never "completed" without its notification job (a crash in between
    // would lose the practice's e-mail, and a reader could see the status before the job exists).
    await deps.database.transaction(async (execute) => {
      await writeResults(execute, scored, contentHashes, sealed);
      if (undecryptable.length)
        await execute(
          `update form_submissions f set quarantine_status = 'failed', spam_reasons = u.reasons, updated_at = now()
           from unnest($1::uuid[], $2::text[]) as u(id, reasons) where f.id = u.id`,
          [undecryptable, undecryptable.map((id) => sealed.get(id)!)],
        );
      if (ham.length)
        await deps.queue.enqueueMany(
          notifySubmissionJob,
          ham.map((r) => ({ submissionId: r.id })),
          execute,
        );
      await enqueueWebhookEvents(deps, webhookEvents, execute);
    });
    if (ham.length) deps.queue.wake(notifySubmissionJob);
    const spamIps = chunk.filter((c) => c.client_ip_hash && results.some((r) => r.id === c.id && r.isSpam));
    await blockRepeatOffenders(deps.database, [...new Set(spamIps.map((c) => c.client_ip_hash!))]);
    all.push(...results);
    options.onProgress?.(results);
  }
  return all;
}

/** After the last retry: the submissions stay visible to staff as "KI-Analyse fehlgeschlagen". */
export async function markScoringFailed(database: Database, submissionIds: string[]) {
  await database.executeSql(
    `update form_submissions set quarantine_status = 'failed', updated_at = now()
     where id = any($1::uuid[]) and quarantine_status in ('pending', 'processing')`,
    [submissionIds],
  );
}
