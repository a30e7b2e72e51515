// Staff say "spam" or "not spam": the verdict is fixed (score 70 or 0, spec 001 §4), never overridden by a
// later scan, and the practice's filter learns from it at once — un-learning an earlier opposite mark.
// "Kein Spam" also lifts the automatic block the request helped cause (autoBlock.ts).
import { eq } from 'drizzle-orm';
import type { Actor } from '../auth/actor.ts';
import type { Database, Db } from '../db/connect.ts';
import { formSubmissions } from '../db/schema.ts';
import { errors } from '../errors.ts';
import { notifySubmissionJob } from '../jobs/definitions/notifySubmission.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { authorize } from '../policies/policy.ts';
import { audit } from '../services/audit.ts';
import type { CryptoService } from '../services/crypto.ts';
import { type SpamModelStore, tokensOf } from '../services/spam/modelStore.ts';
import { openReasons, sealReasons } from '../services/spam/sealedReasons.ts';
import { auditLifted, isSureSpam, liftAutoBlock } from './autoBlock.ts';

export const MANUAL_SPAM_SCORE = 70;
export const MANUAL_HAM_SCORE = 0;

export async function markSpam(
  deps: { database: Database; crypto: CryptoService; spamModels: SpamModelStore; queue: JobQueue },
  actor: Actor,
  submissionId: string,
  isSpam: boolean,
) {
  const { db } = deps.database;
  const [row] = await db
    .select({
      id: formSubmissions.id,
      tenantId: formSubmissions.tenantId,
      formData: formSubmissions.formData,
      isSpam: formSubmissions.isSpam,
      spamLabel: formSubmissions.spamLabel,
      spamReasons: formSubmissions.spamReasons,
      spamScore: formSubmissions.spamScore,
      spamMarkedAt: formSubmissions.spamMarkedAt,
      clientIpHash: formSubmissions.clientIpHash,
      createdAt: formSubmissions.createdAt,
    })
    .from(formSubmissions)
    .where(eq(formSubmissions.id, submissionId));
  const notFound = 'Submission nicht gefunden';
  if (!row) throw errors.notFound(notFound);
  authorize(actor, 'submission.update', { tenantId: row.tenantId }, notFound);

  const label = isSpam ? 'spam' : 'ham';
  const note = isSpam
    ? `Manuell als Spam markiert (${actor.email})`
    : `Manuell als „Kein Spam“ markiert (${actor.email})`;
  const earlier = (await openReasons(deps.crypto, row.tenantId, row.spamReasons)) ?? [];
  const reasons = [...earlier.filter((r) => !r.startsWith('Manuell als')), note];
  const sealed = await sealReasons(deps.crypto, row.tenantId, reasons);

  const lifted = await deps.database.transaction(async (execute) => {
    if (row.spamLabel !== label) {
      const decrypted = await deps.crypto.decryptJson<Record<string, unknown>>(row.tenantId, row.formData);
      if (decrypted.ok) {
        const tokens = tokensOf(decrypted.value);
        if (row.spamLabel) await deps.spamModels.train(row.tenantId, tokens, row.spamLabel, -1, execute);
        await deps.spamModels.train(row.tenantId, tokens, label, 1, execute);
      }
    }
    await execute(
      `update form_submissions set is_spam = $2, spam_score = $3, spam_label = $4, spam_marked_at = now(),
         spam_reasons = $5, quarantine_status = 'completed', updated_at = now() where id = $1`,
      [row.id, isSpam, isSpam ? MANUAL_SPAM_SCORE : MANUAL_HAM_SCORE, label, sealed],
    );
    // "Kein Spam" on a request that caused its sender's automatic block lifts the block.
    return isSpam
      ? false
      : liftAutoBlock(execute, {
          ipHash: row.clientIpHash,
          createdAt: row.createdAt,
          wasSureSpam: isSureSpam(row),
        });
  });
  if (lifted) await auditLifted(db as Db, actor.id, row.clientIpHash!);
  // A submission rescued from spam reaches the practice's inbox like any other.
  if (row.isSpam && !isSpam) await deps.queue.enqueue(notifySubmissionJob, { submissionId: row.id });
  await audit(db as Db, {
    actor: { kind: 'user', id: actor.id },
    action: isSpam ? 'submission.mark_spam' : 'submission.mark_not_spam',
    tenantId: row.tenantId,
    target: { type: 'submission', id: row.id },
  });
  return { id: row.id, isSpam, spamScore: isSpam ? MANUAL_SPAM_SCORE : MANUAL_HAM_SCORE };
}
