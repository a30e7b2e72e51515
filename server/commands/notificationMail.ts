// What the notification, its resend and the patient confirmation share: the submission with its practice,
// one staff notice (fresh magic link, mail, email_logs row), and the log row itself.
import { eq, inArray } from 'drizzle-orm';
import { formTypeLabel, requestKindLabel } from '../../common/dashboard/submissionDisplay.ts';
import type { RequestKind } from '../../common/intake/requestKinds.ts';
import { referenceNumber } from '../../common/reception/referenceNumber.ts';
import { LANGUAGE_INFO } from '../../common/texts/patient/languages.ts';
import type { Database } from '../db/connect.ts';
import { emailLogs, formSubmissions, tenantSettings } from '../db/schema.ts';
import { notificationEmail } from '../emails/NotificationEmail.ts';
import type { CryptoService } from '../services/crypto.ts';
import type { KeyedHasher } from '../services/ipHash.ts';
import type { Mailer } from '../services/mail/mailer.ts';
import { recipientsOf } from '../services/mail/recipients.ts';
import type { OutgoingMail, SendOutcome } from '../services/mail/types.ts';
import { issueMagicLink, magicLinkUrl } from './issueMagicLink.ts';

export type MailDeps = {
  database: Database;
  crypto: CryptoService;
  keyedHash: KeyedHasher;
  mailer: Mailer;
  /** PUBLIC_URL without a trailing slash: links in mails. */
  publicUrl: string;
};

export type NotifiableSubmission = Awaited<ReturnType<typeof loadNotifiables>>[number];

/** The submission and its practice as mails need them; null when it no longer exists (deleted). */
export async function loadNotifiable(deps: Pick<MailDeps, 'database' | 'crypto'>, submissionId: string) {
  return (await loadNotifiables(deps, [submissionId]))[0] ?? null;
}

/** Those of the submissions that still exist, with their practices, in one query (a batch of notices). */
export async function loadNotifiables(
  deps: Pick<MailDeps, 'database' | 'crypto'>,
  submissionIds: readonly string[],
) {
  if (!submissionIds.length) return [];
  const rows = await deps.database.db
    .select({
      id: formSubmissions.id,
      tenantId: formSubmissions.tenantId,
      formType: formSubmissions.formType,
      requestKind: formSubmissions.requestKind,
      patientLanguage: formSubmissions.patientLanguage,
      encryptedFormData: formSubmissions.formData,
      isSpam: formSubmissions.isSpam,
      createdAt: formSubmissions.createdAt,
      slug: tenantSettings.tenantId,
      tenantName: tenantSettings.name,
      logoUrl: tenantSettings.logoUrl,
      emailRecipients: tenantSettings.emailRecipients,
      config: tenantSettings.config,
    })
    .from(formSubmissions)
    .innerJoin(tenantSettings, eq(tenantSettings.id, formSubmissions.tenantId))
    .where(inArray(formSubmissions.id, [...submissionIds]));
  return Promise.all(
    rows.map(async (row) => {
      // Decrypted only for the patient's address, when a confirmation is wanted.
      const formData = await deps.crypto.decryptJson<Record<string, unknown>>(
        row.tenantId,
        row.encryptedFormData,
      );
      const { encryptedFormData: _, ...rest } = row;
      return {
        ...rest,
        formData: formData.ok ? formData.value : null,
        recipients: recipientsOf(row.emailRecipients),
        reference: referenceNumber(row.id),
      };
    }),
  );
}

/** "Bewerbung", or "Kontakt · Frage" when the kind the patient chose says more than the form type. */
export function requestKindText(formType: string, kind: RequestKind | null): string {
  const type = formTypeLabel(formType);
  const chosen = requestKindLabel(kind, formType);
  return chosen !== type ? `${type} · ${chosen}` : type;
}

export type AttemptLog = { submissionId: string; recipient: string; subject: string; outcome: SendOutcome };

/** email_logs rows for sent or refused mails, one INSERT for all. */
export async function logAttempts(database: Database, entries: readonly AttemptLog[]) {
  if (!entries.length) return;
  await database.db.insert(emailLogs).values(
    entries.map((entry) => ({
      submissionId: entry.submissionId,
      recipient: entry.recipient,
      subject: entry.subject,
      status: entry.outcome.ok ? ('sent' as const) : ('failed' as const),
      errorMessage: entry.outcome.ok ? null : entry.outcome.error,
    })),
  );
}

export const logAttempt = (database: Database, entry: AttemptLog) => logAttempts(database, [entry]);

/** One staff notice for one recipient, with a magic link and code of its own (issued here). */
export async function composeNotice(
  deps: MailDeps,
  submission: NotifiableSubmission,
  recipient: string,
  options: { includeMagicLink: boolean },
): Promise<OutgoingMail> {
  const magic = options.includeMagicLink
    ? await issueMagicLink(deps.database.db, deps.keyedHash, { submissionId: submission.id, recipient })
    : null;
  return noticeMail(deps, submission, recipient, magic);
}

/** The staff notice itself, for a magic link issued by the caller (or none). */
export function noticeMail(
  deps: Pick<MailDeps, 'publicUrl'>,
  submission: NotifiableSubmission,
  recipient: string,
  magic: { token: string; code: string } | null,
): OutgoingMail {
  const mail = notificationEmail({
    practice: { name: submission.tenantName, logoUrl: submission.logoUrl },
    requestKind: requestKindText(submission.formType, submission.requestKind),
    reference: submission.reference,
    language: submission.patientLanguage ? LANGUAGE_INFO[submission.patientLanguage].germanName : null,
    receivedAt: submission.createdAt,
    magic: magic ? { url: magicLinkUrl(deps.publicUrl, submission.id, magic.token), code: magic.code } : null,
    backOfficeUrl: `${deps.publicUrl}/submissions/${submission.id}`,
  });
  return { to: recipient, ...mail };
}

/** Compose, send and log one notice (the resend: no claim, staff asked for it explicitly). */
export async function sendNotice(
  deps: MailDeps,
  submission: NotifiableSubmission,
  recipient: string,
  options: { includeMagicLink: boolean },
): Promise<SendOutcome> {
  const mail = await composeNotice(deps, submission, recipient, options);
  const outcome = await deps.mailer.send(mail);
  await logAttempt(deps.database, { submissionId: submission.id, recipient, subject: mail.subject, outcome });
  return outcome;
}
