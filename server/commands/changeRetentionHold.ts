// "Aufbewahren": staff of a practice keep one submission past its retention period (e.g. a pending dispute),
// with a reason sealed by the practice's key (it may name the patient); the audit row carries no reason text.
import { and, eq, isNotNull } from 'drizzle-orm';
import { HOLD_REASON_MAX } from '../../common/retention.ts';
import { retentionTexts } from '../../common/texts/retention.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { formSubmissions } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { authorize } from '../policies/policy.ts';
import { findOwnSubmission, SUBMISSION_NOT_FOUND, submissionNotFound } from '../queries/submissionDetail.ts';
import { audit } from '../services/audit.ts';
import type { CryptoService } from '../services/crypto.ts';

export type RetentionHoldDeps = { db: Db; crypto: CryptoService };

export const reasonRequired = () =>
  new AppError('RETENTION_HOLD_REASON_REQUIRED', 400, retentionTexts.errors.reasonRequired);

/** The submission within the actor's practices (another practice's id answers like an unknown one). */
async function ownSubmission(db: Db, actor: Actor, id: string) {
  const { submission } = await findOwnSubmission(db, actor, id);
  authorize(actor, 'submission.retentionHold', { tenantId: submission.tenantId }, SUBMISSION_NOT_FOUND);
  return submission;
}

/** Holds (or keeps holding with a new reason: the hold's start stays). Checks the reason before anything. */
export async function holdSubmission(deps: RetentionHoldDeps, actor: Actor, id: string, reason: unknown) {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text || text.length > HOLD_REASON_MAX) throw reasonRequired();
  const submission = await ownSubmission(deps.db, actor, id);
  const sealed = await deps.crypto.encryptText(submission.tenantId, text);
  const now = new Date();
  const [row] = await deps.db
    .update(formSubmissions)
    .set({
      retentionHeldAt: submission.retentionHeldAt ?? now,
      retentionHeldBy: actor.id,
      retentionHoldReason: sealed,
      updatedAt: now,
    })
    .where(eq(formSubmissions.id, id))
    .returning();
  // Deleted meanwhile (the daily run or a colleague).
  if (!row) throw submissionNotFound();
  await audit(deps.db, {
    actor: { kind: 'user', id: actor.id },
    action: 'submission.retention_hold',
    tenantId: row.tenantId,
    target: { type: 'submission', id },
    details: { renewed: submission.retentionHeldAt !== null },
  });
  return row;
}

/** Ends a hold; the submission's period applies again (a submission past it goes with the next run). */
export async function releaseSubmission(deps: RetentionHoldDeps, actor: Actor, id: string) {
  const submission = await ownSubmission(deps.db, actor, id);
  const [row] = await deps.db
    .update(formSubmissions)
    .set({ retentionHeldAt: null, retentionHeldBy: null, retentionHoldReason: null, updatedAt: new Date() })
    .where(and(eq(formSubmissions.id, id), isNotNull(formSubmissions.retentionHeldAt)))
    .returning();
  if (!row) return submission;
  await audit(deps.db, {
    actor: { kind: 'user', id: actor.id },
    action: 'submission.retention_release',
    tenantId: row.tenantId,
    target: { type: 'submission', id },
  });
  return row;
}
