// The mails to the patient that lead to „Ihre Anfrage“ (issue 45): each carries a fresh link of its own
// (patientPageLinks.ts), made only when the mail really goes out, so no token is in a job payload or log.
// The address is read from the sealed form data and recorded nowhere (email_logs names a fixed label).
import { parseReceptionConfig } from '../../common/tenantConfig.ts';
import { DEFAULT_LANGUAGE } from '../../common/texts/patient/languages.ts';
import { type PatientPageNotice, patientNoticeEmail } from '../emails/PatientPageEmail.ts';
import type { OutgoingMail, SendOutcome } from '../services/mail/types.ts';
import { loadNotifiable, logAttempt, type MailDeps, type NotifiableSubmission } from './notificationMail.ts';
import { freshPatientPageUrl } from './patientPageLinks.ts';
import { patientReplyAddress } from './replyMail.ts';
import { PATIENT_RECIPIENT_LABEL, sendPatientMail } from './sendPatientConfirmation.ts';

/** What email_logs records for each notice instead of a subject (which could be typed text elsewhere). */
const LOG_SUBJECTS: Record<'message' | 'anamnese' | 'signature', string> = {
  message: 'Hinweis an Patient:in: neue Nachricht',
  anamnese: 'Hinweis an Patient:in: Anamnese angefordert',
  signature: 'Hinweis an Patient:in: Unterschrift angefordert',
};

export const practiceOf = (submission: NotifiableSubmission) => ({
  name: parseReceptionConfig(submission.config, submission.tenantName).companyName,
  logoUrl: submission.logoUrl || null,
});

/**
 * Sends one notice and logs the attempt. A request without an address (or gone) is a permanent failure: no
 * later try can change it.
 */
export async function sendPatientNotice(
  deps: Pick<MailDeps, 'database' | 'crypto' | 'mailer' | 'publicUrl'>,
  submissionId: string,
  notice: PatientPageNotice,
): Promise<SendOutcome> {
  const submission = await loadNotifiable(deps, submissionId);
  const to = patientReplyAddress(submission?.formData ?? null);
  if (!submission || !to) return { ok: false, permanent: true, error: 'Keine E-Mail-Adresse in der Anfrage' };
  const mail: OutgoingMail = {
    to,
    ...patientNoticeEmail({
      practice: practiceOf(submission),
      reference: submission.reference,
      language: submission.patientLanguage ?? DEFAULT_LANGUAGE,
      notice,
      pageUrl: await freshPatientPageUrl(deps.database.db, deps.publicUrl, submission),
    }),
  };
  const outcome = await sendPatientMail(deps, mail);
  await logAttempt(deps.database, {
    submissionId,
    recipient: PATIENT_RECIPIENT_LABEL,
    subject: LOG_SUBJECTS[notice.kind === 'task' ? notice.task : notice.kind],
    outcome,
  });
  return outcome;
}
