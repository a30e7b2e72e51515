// The notify-submission job (spec 001, DESIGN §5): a submission that is not spam is mailed to each of its
// practice's recipients exactly once, each with a personal magic link and code; when the practice wants it,
// the patient gets a confirmation too. Every attempt is an email_logs row. A temporary refusal leaves that
// recipient claimable and fails the job at the end, so pg-boss retries with backoff; a permanent one (5xx)
// is final for that recipient and never retried.
import { type DeliveryTarget, deliverAll } from '../services/mail/deliveries.ts';
import type { OutgoingMail } from '../services/mail/types.ts';
import { issueMagicLinks } from './issueMagicLink.ts';
import {
  loadNotifiables,
  logAttempts,
  type MailDeps,
  type NotifiableSubmission,
  noticeMail,
} from './notificationMail.ts';
import {
  PATIENT_RECIPIENT_LABEL,
  patientConfirmationOf,
  sendPatientMail,
  withPersonalLinks,
} from './sendPatientConfirmation.ts';

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
  const [result] = await sendNotifications(deps, [
    { submissionId, finalAttempt: options.finalAttempt ?? false },
  ]);
  if (result instanceof Error) throw result;
  return result!;
}

type Delivery = {
  target: DeliveryTarget;
  finalAttempt: boolean;
  submission: NotifiableSubmission;
  /** The patient's confirmation, already composed; absent for a staff notice (composed after its link). */
  patientMail?: OutgoingMail;
};

/**
 * The notices of several submissions (a fetch of notify jobs) together: one query loads them, one statement
 * each claims, issues the magic links, settles and logs all their deliveries; the mails go out side by side.
 * Results are aligned with `jobs`: the outcome, or the RetryLaterError that fails (and retries) that job.
 */
export async function sendNotifications(
  deps: MailDeps,
  jobs: readonly { submissionId: string; finalAttempt: boolean }[],
): Promise<(NotifyOutcome | RetryLaterError)[]> {
  const submissions = new Map(
    (
      await loadNotifiables(
        deps,
        jobs.map((job) => job.submissionId),
      )
    ).map((s) => [s.id, s]),
  );
  const deliveries: Delivery[] = [];
  for (const { submissionId, finalAttempt } of jobs) {
    const submission = submissions.get(submissionId);
    // The automatic notice never goes out for spam; only a staff resend may (sendMail).
    if (!submission || submission.isSpam) continue;
    const base = { tenantId: submission.tenantId, submissionId, key: submissionId };
    for (const recipient of submission.recipients)
      deliveries.push({ target: { ...base, kind: 'notification', recipient }, finalAttempt, submission });
    const patientMail = patientConfirmationOf(submission);
    if (patientMail)
      deliveries.push({
        target: { ...base, kind: 'patient_confirmation', recipient: PATIENT_RECIPIENT_LABEL },
        finalAttempt,
        submission,
        patientMail,
      });
  }

  const results = await deliverAll(
    deps.database,
    deliveries,
    async (claimed) => {
      const notices = claimed.filter((d) => !d.patientMail);
      const links = await issueMagicLinks(
        deps.database.db,
        deps.keyedHash,
        notices.map((d) => ({ submissionId: d.submission.id, recipient: d.target.recipient })),
      );
      const linkOf = new Map(notices.map((d, i) => [d, links[i]!]));
      // The patient's signing links, like the magic links, are made only for claimed mails.
      const patientMails = await Promise.all(
        claimed.map((d) => (d.patientMail ? withPersonalLinks(deps, d.submission, d.patientMail) : null)),
      );
      return claimed.map((d, i) => {
        const mail = patientMails[i] ?? noticeMail(deps, d.submission, d.target.recipient, linkOf.get(d)!);
        return {
          subject: mail.subject,
          send: () => (d.patientMail ? sendPatientMail(deps, mail) : deps.mailer.send(mail)),
        };
      });
    },
    (entries) =>
      logAttempts(
        deps.database,
        entries.map(({ delivery, subject, outcome }) => ({
          submissionId: delivery.submission.id,
          recipient: delivery.target.recipient,
          subject,
          outcome,
        })),
      ),
  );

  const outcomes = new Map<string, NotifyOutcome>();
  for (const [i, delivery] of deliveries.entries()) {
    const id = delivery.submission.id;
    const outcome = outcomes.get(id) ?? { sent: 0, failed: 0, retry: 0, already: 0 };
    outcome[results[i]!]++;
    outcomes.set(id, outcome);
  }
  return jobs.map(({ submissionId }) => {
    const submission = submissions.get(submissionId);
    const empty = { sent: 0, failed: 0, retry: 0, already: 0 };
    if (!submission) return { ...empty, skipped: 'not_found' };
    if (submission.isSpam) return { ...empty, skipped: 'spam' };
    const outcome = outcomes.get(submissionId) ?? empty;
    return outcome.retry > 0 ? new RetryLaterError(outcome) : outcome;
  });
}
