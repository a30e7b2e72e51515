// The notify-submission job (spec 001, DESIGN §5): a submission that is not spam is mailed to each of its
// practice's recipients exactly once, each with a personal magic link and code; when the practice wants it,
// the patient gets a confirmation too. Every attempt is an email_logs row. A temporary refusal leaves that
// recipient claimable and fails the job at the end, so pg-boss retries with backoff; a permanent one (5xx)
// is final for that recipient and never retried.
import { deliverOnce } from '../services/mail/deliveries.ts';
import { composeNotice, loadNotifiable, logAttempt, type MailDeps } from './notificationMail.ts';
import { sendPatientConfirmation } from './sendPatientConfirmation.ts';

export type NotifyOutcome = {
  /** Why nothing was sent at all. */
  skipped?: 'not_found' | 'spam';
  sent: number;
  failed: number;
  /** Temporary failures left for the next attempt. */
  retry: number;
  /** Recipients already done, or being mailed by another run right now. */
  already: number;
};

/** Thrown after a run with temporary failures: the job fails and pg-boss tries again later. */
export class RetryLaterError extends Error {
  constructor(readonly outcome: NotifyOutcome) {
    super(`notification: ${outcome.retry} delivery(ies) failed temporarily, retrying later`);
  }
}

export async function sendNotification(
  deps: MailDeps,
  submissionId: string,
  options: { finalAttempt?: boolean } = {},
): Promise<NotifyOutcome> {
  const outcome: NotifyOutcome = { sent: 0, failed: 0, retry: 0, already: 0 };
  const submission = await loadNotifiable(deps, submissionId);
  if (!submission) return { ...outcome, skipped: 'not_found' };
  // The automatic notice never goes out for spam; only a staff resend may (sendMail).
  if (submission.isSpam) return { ...outcome, skipped: 'spam' };
  const finalAttempt = options.finalAttempt ?? false;

  for (const recipient of submission.recipients) {
    let subject = '';
    const result = await deliverOnce(
      deps.database,
      { tenantId: submission.tenantId, submissionId, kind: 'notification', key: submissionId, recipient },
      { finalAttempt },
      async () => {
        const mail = await composeNotice(deps, submission, recipient, { includeMagicLink: true });
        subject = mail.subject;
        return deps.mailer.send(mail);
      },
      (sent) => logAttempt(deps.database, { submissionId, recipient, subject, outcome: sent }),
    );
    outcome[result]++;
  }
  const confirmation = await sendPatientConfirmation(deps, submission, finalAttempt);
  if (confirmation) outcome[confirmation]++;

  if (outcome.retry > 0) throw new RetryLaterError(outcome);
  return outcome;
}
