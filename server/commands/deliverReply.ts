// The send-reply job's work (issue 28): one queued reply goes to the patient's address through the configured
// transport. Each attempt counts; a temporary refusal keeps it queued for pg-boss's next try (backoff), a
// permanent one or the last try marks it failed. Every attempt is also an email_logs row, with a fixed label
// instead of the address and the template's name instead of the typed subject.
import type { ReplyTemplateKind } from '../../common/replies/replyTemplateKinds.ts';
import type { SendOutcome } from '../services/mail/types.ts';
import { loadNotifiable, logAttempt, type MailDeps } from './notificationMail.ts';
import { composeReply, patientReplyAddress, replyLogSubject } from './replyMail.ts';
import { PATIENT_RECIPIENT_LABEL, sendPatientMail } from './sendPatientConfirmation.ts';

export type DeliveryResult = 'sent' | 'failed' | 'retry' | 'skipped';

type ClaimedReply = {
  id: string;
  submission_id: string;
  tenant_id: string;
  template: ReplyTemplateKind;
  subject: string;
  body: string;
};

export async function deliverReply(
  deps: Pick<MailDeps, 'database' | 'crypto' | 'mailer'>,
  replyId: string,
  options: { finalAttempt: boolean },
): Promise<DeliveryResult> {
  // Only a queued reply is sent: one already sent or given up (a retried job) is left alone.
  const { rows } = await deps.database.executeSql(
    `update submission_replies set attempts = attempts + 1 where id = $1 and status = 'queued'
     returning id, submission_id, tenant_id, template, subject, body`,
    [replyId],
  );
  const reply = rows[0] as ClaimedReply | undefined;
  if (!reply) return 'skipped';

  // Our own failure (database, key) counts like a temporary refusal, so the last try still settles the reply.
  const outcome = await attempt(deps, reply).catch(
    (): SendOutcome => ({ ok: false, permanent: false, error: 'Interner Fehler beim Senden' }),
  );
  const result: DeliveryResult = outcome.ok
    ? 'sent'
    : outcome.permanent || options.finalAttempt
      ? 'failed'
      : 'retry';
  await deps.database.executeSql(
    `update submission_replies
        set status = $2, error_message = $3, sent_at = case when $2 = 'sent' then now() else sent_at end
      where id = $1`,
    [reply.id, result === 'retry' ? 'queued' : result, outcome.ok ? null : outcome.error],
  );
  await logAttempt(deps.database, {
    submissionId: reply.submission_id,
    recipient: PATIENT_RECIPIENT_LABEL,
    subject: replyLogSubject(reply.template),
    outcome,
  });
  return result;
}

/** Opens, composes and sends; what cannot work on any later try is a permanent failure. */
async function attempt(
  deps: Pick<MailDeps, 'database' | 'crypto' | 'mailer'>,
  reply: ClaimedReply,
): Promise<SendOutcome> {
  const submission = await loadNotifiable(deps, reply.submission_id);
  const to = patientReplyAddress(submission?.formData ?? null);
  if (!submission || !to) return { ok: false, permanent: true, error: 'Keine E-Mail-Adresse in der Anfrage' };
  const [subject, body] = await Promise.all([
    deps.crypto.decryptText(reply.tenant_id, reply.subject),
    deps.crypto.decryptText(reply.tenant_id, reply.body),
  ]);
  if (!subject.ok || !body.ok)
    return { ok: false, permanent: true, error: 'Die Antwort ist nicht lesbar (Schlüssel)' };
  return sendPatientMail(deps, composeReply(submission, to, { subject: subject.value, body: body.value }));
}
