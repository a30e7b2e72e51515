// "Antworten" (issue 28): staff of the practice answer a patient by e-mail. The reply is stored sealed with the
// practice's key (staff may type health data), queued as a send-reply job (its id only) in the same
// transaction, and moves a new request to In Bearbeitung (an Erledigt one stays Erledigt). The mail itself
// goes out from the job (deliverReply.ts), with retries.

import { eq } from 'drizzle-orm';
import { senderName } from '../../common/dashboard/submissionDisplay.ts';
import { referenceNumber } from '../../common/reception/referenceNumber.ts';
import { fillPlaceholders, replyValues } from '../../common/replies/placeholders.ts';
import type { ReplyBody, ReplyCreated } from '../../common/replies/replySchemas.ts';
import { replyTexts } from '../../common/texts/replies.ts';
import type { WorkflowState } from '../../common/workflow.ts';
import type { Actor } from '../auth/actor.ts';
import type { Database } from '../db/connect.ts';
import { tenantSettings } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { sendReplyJob } from '../jobs/definitions/sendReply.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { authorize } from '../policies/policy.ts';
import { replyTemplateText } from '../queries/replyTemplates.ts';
import { findOwnSubmission, SUBMISSION_NOT_FOUND, submissionNotFound } from '../queries/submissionDetail.ts';
import type { CryptoService } from '../services/crypto.ts';
import type { Mailer } from '../services/mail/mailer.ts';
import { patientReplyAddress, practiceNameOf } from './replyMail.ts';

export type SendReplyDeps = {
  database: Database;
  crypto: CryptoService;
  queue: JobQueue;
  mailer: Pick<Mailer, 'kind'>;
};

export const noPatientEmail = () => new AppError('NO_PATIENT_EMAIL', 400, replyTexts.errors.noPatientEmail);
export const replyToSpam = () => new AppError('REPLY_TO_SPAM', 400, replyTexts.errors.spam);
const emptyReply = (message: string) => new AppError('REPLY_EMPTY', 400, message);
// Without SMTP_URL every mail is a plain .eml under DATA_DIR/outbox: a reply may carry what staff typed about
// the patient, which must not lie there unencrypted. So replies need a mail server.
export const replyNeedsSmtp = () => new AppError('REPLY_NEEDS_SMTP', 409, replyTexts.errors.needsSmtp);

const AUDIT_INSERT = `insert into audit_log (actor_kind, actor_user_id, action, tenant_id, target_type, target_id, details)
  values ('user', $1, 'submission.reply', $2, 'submission', $3, $4::jsonb)`;

export async function sendReply(
  deps: SendReplyDeps,
  actor: Actor,
  submissionId: string,
  input: ReplyBody,
): Promise<ReplyCreated> {
  const { db } = deps.database;
  const { submission, tenantName } = await findOwnSubmission(db, actor, submissionId);
  if (deps.mailer.kind === 'outbox') throw replyNeedsSmtp();
  const tenantId = submission.tenantId;
  authorize(actor, 'submission.update', { tenantId }, SUBMISSION_NOT_FOUND);
  if (submission.isSpam) throw replyToSpam();
  const formData = await deps.crypto.decryptJson<Record<string, unknown>>(tenantId, submission.formData);
  const patient = formData.ok ? formData.value : null;
  if (!patientReplyAddress(patient)) throw noPatientEmail();

  // Texts staff sent as they are; what they left out comes from the practice's template.
  const stored =
    input.subject !== undefined && input.body !== undefined
      ? null
      : await replyTemplateText(db, tenantId, input.template);
  const [tenant] = await db
    .select({ config: tenantSettings.config })
    .from(tenantSettings)
    .where(eq(tenantSettings.id, tenantId));
  const values = replyValues({
    practice: practiceNameOf({ config: tenant?.config ?? {}, tenantName }),
    name: senderName(patient),
    reference: referenceNumber(submission.id),
    date: input.date?.trim(),
    time: input.time?.trim(),
  });
  const subject = fillPlaceholders(input.subject ?? stored?.subject ?? '', values).trim();
  const body = fillPlaceholders(input.body ?? stored?.body ?? '', values).trim();
  if (!subject) throw emptyReply(replyTexts.errors.subjectRequired);
  if (!body) throw emptyReply(replyTexts.errors.bodyRequired);
  const [sealedSubject, sealedBody] = await Promise.all([
    deps.crypto.encryptText(tenantId, subject),
    deps.crypto.encryptText(tenantId, body),
  ]);

  const created = await deps.database.transaction(async (execute) => {
    // Locked, so a deletion in between cannot leave a reply without its request.
    const { rows: found } = await execute(
      'select workflow_state from form_submissions where id = $1 for update',
      [submission.id],
    );
    const before = (found[0] as { workflow_state: WorkflowState } | undefined)?.workflow_state;
    if (!before) throw submissionNotFound();
    const { rows } = await execute(
      `insert into submission_replies (submission_id, tenant_id, author_id, template, subject, body)
       values ($1, $2, $3, $4, $5, $6) returning id, created_at`,
      [submission.id, tenantId, actor.id, input.template, sealedSubject, sealedBody],
    );
    const reply = rows[0] as { id: string; created_at: Date | string };
    // A plain state change: the trigger keeps is_processed equal and counts up workflow_version, so a
    // colleague's write that saw the old version is told about this one.
    const state: WorkflowState = before === 'neu' ? 'in_bearbeitung' : before;
    if (state !== before)
      await execute(
        `update form_submissions set workflow_state = 'in_bearbeitung', updated_at = now()
         where id = $1 and workflow_state = 'neu'`,
        [submission.id],
      );
    await execute(AUDIT_INSERT, [
      actor.id,
      tenantId,
      submission.id,
      JSON.stringify({
        reply_id: reply.id,
        template: input.template,
        ...(state !== before ? { workflow_state: { from: before, to: state } } : {}),
      }),
    ]);
    await deps.queue.enqueueMany(sendReplyJob, [{ replyId: reply.id }], execute);
    return { id: reply.id, createdAt: new Date(reply.created_at), state };
  });
  deps.queue.wake(sendReplyJob);

  return {
    reply: {
      id: created.id,
      template: input.template,
      subject,
      body,
      status: 'queued',
      attempts: 0,
      error_message: null,
      author: { id: actor.id, name: actor.fullName },
      created_at: created.createdAt.toISOString(),
      sent_at: null,
    },
    workflow_state: created.state,
  };
}
