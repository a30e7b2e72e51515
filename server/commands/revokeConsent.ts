// "Widerruf erfassen" (issue 30): the patient withdrew a signed consent and staff record the day, with an optional
// note sealed by the practice's key. The signature and its evidence stay untouched (the revocation is kept beside
// them, never instead); only a signed, not yet revoked consent can be revoked, on a day between the signature's
// and today (Berlin). Audited without the note.
import { and, eq, isNull } from 'drizzle-orm';
import type { StaffConsent } from '../../common/consent/api.ts';
import { formatGermanDay } from '../../common/dashboard/submissionDisplay.ts';
import { consentPdfTexts } from '../../common/texts/consentPdf.ts';
import type { Actor } from '../auth/actor.ts';
import type { AppDeps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { submissionConsents } from '../db/schema.ts';
import { authorize } from '../policies/policy.ts';
import { inspectConsent } from '../presenters/consent.ts';
import { consentErrors, loadConsent } from '../queries/submissionConsents.ts';
import { findOwnSubmission, SUBMISSION_NOT_FOUND } from '../queries/submissionDetail.ts';
import { audit } from '../services/audit.ts';
import { PDF_TIME_ZONE } from '../services/pdf/submissionPdf.ts';

export const REVOKE_CONSENT_ACTION = 'consent.revoke';

type Deps = Pick<AppDeps, 'database' | 'crypto' | 'keyedHash'>;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PDF_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** YYYY-MM-DD of a moment in Berlin, the practice's calendar. */
export const berlinDay = (date: Date) => dayFormat.format(date);

export async function revokeConsent(
  deps: Deps,
  actor: Actor,
  ids: { submissionId: string; consentId: string },
  body: { revoked_on: string; note: string | null },
  now: Date = new Date(),
): Promise<StaffConsent> {
  const { db } = deps.database;
  const { submission } = await findOwnSubmission(db, actor, ids.submissionId, 'submission.readClinical');
  authorize(actor, 'submission.update', { tenantId: submission.tenantId }, SUBMISSION_NOT_FOUND);
  const consent = await loadConsent(db, submission, ids.consentId);
  if (consent.status !== 'signed' || !consent.answeredAt) throw consentErrors.notSigned();
  if (consent.revokedOn) throw consentErrors.alreadyRevoked();

  const E = consentPdfTexts.errors;
  // ISO days compare as strings.
  if (body.revoked_on > berlinDay(now)) throw consentErrors.revokedOn(E.revokedInFuture);
  const signedOn = berlinDay(consent.answeredAt);
  if (body.revoked_on < signedOn)
    throw consentErrors.revokedOn(E.revokedBeforeSigning(formatGermanDay(signedOn)));

  const note = body.note?.trim() || null;
  const sealed = await deps.crypto.encryptJson(submission.tenantId, { note });
  await db.transaction(async (tx) => {
    // Only the first of two staff members recording at once wins; the other hears it is recorded already.
    const updated = await tx
      .update(submissionConsents)
      .set({ revokedOn: body.revoked_on, revocation: sealed, revokedBy: actor.id, revokedAt: now })
      .where(
        and(
          eq(submissionConsents.id, consent.id),
          eq(submissionConsents.status, 'signed'),
          isNull(submissionConsents.revokedOn),
        ),
      )
      .returning({ id: submissionConsents.id });
    if (updated.length === 0) throw consentErrors.alreadyRevoked();
    await audit(tx as Db, {
      actor: { kind: 'user', id: actor.id },
      action: REVOKE_CONSENT_ACTION,
      tenantId: submission.tenantId,
      target: { type: 'submission', id: submission.id },
      details: {
        consentId: consent.id,
        documentId: consent.version.documentId,
        version: consent.version.version,
      },
    });
  });
  const revoked = await loadConsent(db, submission, consent.id);
  return (await inspectConsent(deps, revoked)).staff;
}
