// Beyond the spec, opt-in per practice (config.notifications.patientConfirmation): the address the patient
// gave gets the reference number and the practice's contact details, exactly once like the staff notice.
// The address is stored nowhere in plain text (form_data holds it encrypted): the delivery and log rows name
// a fixed label, and the server's error text has the address taken out.
// It carries a fresh link to „Ihre Anfrage“ (issue 45) and, while the request has documents to sign (issue 30),
// a fresh signing link, made only when
// the mail is really sent (after the delivery's claim): its token is in no job payload or log line, its row
// holds only the hash.
import { z } from 'zod';
import { receptionWords } from '../../common/receptionWords.ts';
import { parseNotificationSettings, parseReceptionConfig } from '../../common/tenantConfig.ts';
import { DEFAULT_LANGUAGE } from '../../common/texts/patient/languages.ts';
import { patientConfirmationEmail } from '../emails/PatientConfirmationEmail.ts';
import { patientAddressOf } from '../services/mail/recipients.ts';
import type { OutgoingMail, SendOutcome } from '../services/mail/types.ts';
import { consentSigningUrl, issueConsentLink } from './consentLinks.ts';
import type { MailDeps, NotifiableSubmission } from './notificationMail.ts';
import { freshPatientPageUrl } from './patientPageLinks.ts';

/** What email_logs and notification_deliveries record instead of the patient's address. */
export const PATIENT_RECIPIENT_LABEL = 'Patient:in (Adresse aus der Anfrage)';

/** The confirmation a submission's patient gets, or null (not wanted by the practice, or no address). */
export function patientConfirmationOf(
  submission: NotifiableSubmission,
  links: { signingUrl?: string | null; pageUrl?: string | null } = {},
): OutgoingMail | null {
  if (!parseNotificationSettings(submission.config).patientConfirmation) return null;
  const address = patientAddressOf(submission.formData);
  if (!address) return null;

  const config = parseReceptionConfig(submission.config, submission.tenantName);
  const contact = {
    fullName: receptionWords(config).fullName,
    phone: config.phone || config.contactPhone,
    email: config.email || config.contactEmail,
    website: config.website,
  };
  const mail = patientConfirmationEmail({
    practice: { name: config.companyName, logoUrl: submission.logoUrl || config.logoUrl || null },
    contact,
    reference: submission.reference,
    language: submission.patientLanguage ?? DEFAULT_LANGUAGE,
    signingUrl: links.signingUrl ?? null,
    pageUrl: links.pageUrl ?? null,
  });
  const replyTo = z.email().safeParse(contact.email).success ? { replyTo: contact.email } : {};
  return { to: address, ...mail, ...replyTo };
}

/**
 * The confirmation as sent: with a new link to „Ihre Anfrage“ (issue 45) and, while the request has pending
 * consents, a new signing link; both made only now, when the mail really goes out.
 */
export async function withPersonalLinks(
  deps: Pick<MailDeps, 'database' | 'publicUrl'>,
  submission: NotifiableSubmission,
  mail: OutgoingMail,
): Promise<OutgoingMail> {
  const { db } = deps.database;
  const language = submission.patientLanguage ?? DEFAULT_LANGUAGE;
  const token = await issueConsentLink(db, submission);
  const signingUrl = token
    ? consentSigningUrl(deps.publicUrl, { tenantSlug: submission.slug, language, token })
    : null;
  const pageUrl = await freshPatientPageUrl(db, deps.publicUrl, submission);
  return patientConfirmationOf(submission, { signingUrl, pageUrl }) ?? mail;
}

/** Sends it; the server's error text has the patient's address taken out (it goes into logs and rows). */
export async function sendPatientMail(
  deps: Pick<MailDeps, 'mailer'>,
  mail: OutgoingMail,
): Promise<SendOutcome> {
  const sent = await deps.mailer.send(mail);
  return sent.ok ? sent : { ...sent, error: withoutAddress(sent.error, mail.to) };
}

const withoutAddress = (text: string, address: string) =>
  text.replace(new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), '<Empfänger>');
