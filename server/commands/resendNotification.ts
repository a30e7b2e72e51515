// sendMail (spec 001 §2.1, §4): staff resend the notification of one of their submissions to every recipient,
// now and with new magic links. Not deduplicated — it is an explicit staff action — and allowed for spam too
// (the staff's decision, recorded with is_spam in the audit row). Every attempt is an email_logs row.
import type { Actor } from '../auth/actor.ts';
import { AppError } from '../errors.ts';
import { findOwnSubmission, submissionNotFound } from '../queries/submissionDetail.ts';
import { audit } from '../services/audit.ts';
import { loadNotifiable, type MailDeps, sendNotice } from './notificationMail.ts';

export const RESEND_SUCCESS_MESSAGE = 'E-Mail erfolgreich erneut gesendet';
export const RESEND_FAILURE_MESSAGE = 'Fehler beim Senden der E-Mail';

export const noRecipients = () =>
  new AppError('NO_RECIPIENTS', 422, 'Keine Empfänger für diesen Mandanten hinterlegt.');

/** The server's own words for a failed resend: the SMTP answer when there is one. */
const sendFailed = (failed: number, total: number, error: string) =>
  new AppError(
    'MAIL_SEND_FAILED',
    502,
    `${RESEND_FAILURE_MESSAGE}${failed < total ? ` an ${failed} von ${total} Empfängern` : ''}${error ? `: ${error}` : ''}`,
  );

export async function resendNotification(
  deps: MailDeps,
  actor: Actor,
  input: { submissionId: string; tenantId: string; includeMagicLink: boolean },
) {
  const { submission: row } = await findOwnSubmission(deps.database.db, actor, input.submissionId);
  const submission = await loadNotifiable(deps, row.id);
  // The practice named must be the submission's own (uuid or slug); anything else looks like not found.
  if (!submission || (input.tenantId !== submission.tenantId && input.tenantId !== submission.slug))
    throw submissionNotFound();
  if (submission.recipients.length === 0) throw noRecipients();

  const errors: string[] = [];
  for (const recipient of submission.recipients) {
    const outcome = await sendNotice(deps, submission, recipient, {
      includeMagicLink: input.includeMagicLink,
    });
    if (!outcome.ok) errors.push(outcome.error);
  }
  await audit(deps.database.db, {
    actor: { kind: 'user', id: actor.id },
    action: 'submission.notification.resend',
    tenantId: submission.tenantId,
    target: { type: 'submission', id: submission.id },
    details: {
      is_spam: submission.isSpam,
      include_magic_link: input.includeMagicLink,
      recipients: submission.recipients.length,
      failed: errors.length,
    },
  });
  if (errors.length) throw sendFailed(errors.length, submission.recipients.length, errors[0]!);
  return { success: true as const, message: RESEND_SUCCESS_MESSAGE };
}
