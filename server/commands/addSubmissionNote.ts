// An internal note of the practice's staff on a request (issue 28): sealed with the practice's key like the
// form data, its author the actor. It counts workflow_version up, so a colleague's open page learns of it
// (their next write answers 409); the audit names the note, never its text.
import { eq, sql } from 'drizzle-orm';
import { NOTE_MAX_LENGTH } from '../../common/schemas/workflow.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { formSubmissions, submissionNotes } from '../db/schema.ts';
import { authorize } from '../policies/policy.ts';
import { findOwnSubmission, SUBMISSION_NOT_FOUND, submissionNotFound } from '../queries/submissionDetail.ts';
import { audit } from '../services/audit.ts';
import type { CryptoService } from '../services/crypto.ts';
import { WORKFLOW_ACTIONS } from './workflowActions.ts';
import { workflowErrors } from './workflowErrors.ts';

/** Checks the text before anything else (1–5000 characters after trimming, else NOTE_INVALID). */
export async function addSubmissionNote(
  deps: { db: Db; crypto: CryptoService },
  actor: Actor,
  id: string,
  text: unknown,
) {
  const body = typeof text === 'string' ? text.trim() : '';
  if (!body || body.length > NOTE_MAX_LENGTH) throw workflowErrors.noteInvalid();
  const { submission } = await findOwnSubmission(deps.db, actor, id);
  authorize(actor, 'submission.update', { tenantId: submission.tenantId }, SUBMISSION_NOT_FOUND);
  const sealed = await deps.crypto.encryptText(submission.tenantId, body);
  return deps.db.transaction(async (txAny) => {
    const tx = txAny as Db;
    // No trigger counts a note: the version is counted up here, first, so a request deleted meanwhile
    // answers 404 rather than a foreign-key error.
    const [counted] = await tx
      .update(formSubmissions)
      .set({ workflowVersion: sql`${formSubmissions.workflowVersion} + 1`, updatedAt: new Date() })
      .where(eq(formSubmissions.id, id))
      .returning({ id: formSubmissions.id });
    if (!counted) throw submissionNotFound();
    const [note] = await tx
      .insert(submissionNotes)
      .values({ submissionId: id, tenantId: submission.tenantId, authorId: actor.id, body: sealed })
      .returning({ id: submissionNotes.id });
    await audit(tx, {
      actor: { kind: 'user', id: actor.id },
      action: WORKFLOW_ACTIONS.note,
      tenantId: submission.tenantId,
      target: { type: 'submission', id },
      details: { noteId: note!.id },
    });
    return note!;
  });
}
