// Beyond the spec, opt-in per practice (config.notifications.patientConfirmation): the address the patient
// gave gets the reference number and the practice's contact details, exactly once like the staff notice.
// The address is stored nowhere in plain text (form_data holds it encrypted): the delivery and log rows name
// a fixed label, and the server's error text has the address taken out.
import { z } from 'zod';
import { receptionWords } from '../../common/receptionWords.ts';
import { parseNotificationSettings, parseReceptionConfig } from '../../common/tenantConfig.ts';
import { patientConfirmationEmail } from '../emails/PatientConfirmationEmail.ts';
import { deliverOnce } from '../services/mail/deliveries.ts';
import { patientAddressOf } from '../services/mail/recipients.ts';
import { logAttempt, type MailDeps, type NotifiableSubmission } from './notificationMail.ts';

/** What email_logs and notification_deliveries record instead of the patient's address. */
export const PATIENT_RECIPIENT_LABEL = 'Patient:in (Adresse aus der Anfrage)';

export async function sendPatientConfirmation(
  deps: MailDeps,
  submission: NotifiableSubmission,
  finalAttempt: boolean,
) {
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
  });
  const replyTo = z.email().safeParse(contact.email).success ? { replyTo: contact.email } : {};
  return deliverOnce(
    deps.database,
    {
      tenantId: submission.tenantId,
      submissionId: submission.id,
      kind: 'patient_confirmation',
      key: submission.id,
      recipient: PATIENT_RECIPIENT_LABEL,
    },
    { finalAttempt },
    async () => {
      const sent = await deps.mailer.send({ to: address, ...mail, ...replyTo });
      return sent.ok ? sent : { ...sent, error: withoutAddress(sent.error, address) };
    },
    (outcome) =>
      logAttempt(deps.database, {
        submissionId: submission.id,
        recipient: PATIENT_RECIPIENT_LABEL,
        subject: mail.subject,
        outcome,
      }),
  );
}

const withoutAddress = (text: string, address: string) =>
  text.replace(new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), '<Empfänger>');
