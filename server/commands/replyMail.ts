// What queuing a reply (sendReply.ts) and sending it (deliverReply.ts) share: the patient's address, the
// practice's reply address, the mail itself, and what email_logs records instead of the typed subject.
import { z } from 'zod';
import { senderEmail } from '../../common/dashboard/submissionDisplay.ts';
import { receptionWords } from '../../common/receptionWords.ts';
import { REPLY_TEMPLATE_LABELS, type ReplyTemplateKind } from '../../common/replies/replyTemplateKinds.ts';
import { parseReceptionConfig, type ReceptionConfig } from '../../common/tenantConfig.ts';
import { replyEmail } from '../emails/reply.ts';
import { patientAddressOf } from '../services/mail/recipients.ts';
import type { OutgoingMail } from '../services/mail/types.ts';
import type { NotifiableSubmission } from './notificationMail.ts';

const email = z.email();

/** The address the patient gave (any spelling the dashboard shows), if it is one a mail can go to. */
export function patientReplyAddress(formData: Record<string, unknown> | null): string | null {
  const shown = senderEmail(formData).trim();
  if (shown && email.safeParse(shown).success) return shown;
  return patientAddressOf(formData);
}

/**
 * Where the patient's answer goes: the practice's e-mail from its reception settings, else its contact
 * e-mail, else the first address its notifications go to; null when it has none (the mail then says so).
 */
export function practiceReplyTo(config: ReceptionConfig, recipients: readonly string[]): string | null {
  const candidates = [config.email, config.contactEmail, ...recipients].map((value) => value.trim());
  return candidates.find((value) => value && email.safeParse(value).success) ?? null;
}

/** The name replies carry: the reception's company name, else the practice's name. */
export const practiceNameOf = (submission: Pick<NotifiableSubmission, 'config' | 'tenantName'>) =>
  parseReceptionConfig(submission.config, submission.tenantName).companyName;

/**
 * The reply as it goes out. `fromName` is the practice's name for the From header's display name; the
 * mailer's From address stays MAIL_FROM's (the practice's own domain would fail SPF/DKIM from our server).
 */
export function composeReply(
  submission: NotifiableSubmission,
  to: string,
  text: { subject: string; body: string },
): OutgoingMail {
  const config = parseReceptionConfig(submission.config, submission.tenantName);
  const replyTo = practiceReplyTo(config, submission.recipients);
  const mail = replyEmail({
    practice: { name: config.companyName, logoUrl: submission.logoUrl || config.logoUrl || null },
    contact: {
      fullName: receptionWords(config).fullName,
      phone: config.phone || config.contactPhone,
      email: config.email || config.contactEmail,
      website: config.website,
    },
    subject: text.subject,
    body: text.body,
    reference: submission.reference,
    canReply: replyTo !== null,
  });
  return { to, ...mail, fromName: config.companyName, ...(replyTo ? { replyTo } : {}) };
}

/** email_logs.subject is plain text: the template's name, never the subject staff typed. */
export const replyLogSubject = (template: ReplyTemplateKind) =>
  `Antwort an Patient:in: ${REPLY_TEMPLATE_LABELS[template]}`;
