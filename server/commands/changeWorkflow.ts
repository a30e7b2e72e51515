// The desk's shared workflow (issue 28): a request's state and owner, written only over the version the writer
// saw (optimistic concurrency). The database trigger counts workflow_version up and keeps is_processed equal
// to 'erledigt'. A stale version answers 409 naming who changed the request last, and writes nothing.
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { WorkflowState } from '../../common/workflow.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { auditLog, formSubmissions, users, userTenants } from '../db/schema.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { authorize } from '../policies/policy.ts';
import { findOwnSubmission, SUBMISSION_NOT_FOUND, submissionNotFound } from '../queries/submissionDetail.ts';
import { type AuditEntry, auditMany } from '../services/audit.ts';
import { enqueueWebhookEventInTx } from '../services/webhooks/enqueueWebhookEvent.ts';
import { VERSION_CHANGING_ACTIONS, WORKFLOW_ACTIONS } from './workflowActions.ts';
import { workflowErrors } from './workflowErrors.ts';

export type WorkflowChange = {
  /** workflow_version as the writer last saw it. */
  version: number;
  state?: WorkflowState;
  /** null: nobody. */
  assigneeId?: string | null;
  /** The actor takes the request; a request still 'neu' becomes 'in_bearbeitung' (unless `state` says). */
  assignToMe?: boolean;
};

type Submission = typeof formSubmissions.$inferSelect;

/** Changes state and/or owner; answers the submission's version afterwards. */
export async function changeWorkflow(
  db: Db,
  actor: Actor,
  id: string,
  change: WorkflowChange,
  queue: JobQueue,
) {
  const { submission } = await findOwnSubmission(db, actor, id);
  authorize(actor, 'submission.update', { tenantId: submission.tenantId }, SUBMISSION_NOT_FOUND);
  if (submission.workflowVersion !== change.version) throw await conflict(db, submission);

  const assigneeId = change.assignToMe ? actor.id : change.assigneeId;
  const state =
    change.state ?? (change.assignToMe && submission.workflowState === 'neu' ? 'in_bearbeitung' : undefined);
  const newState = state !== undefined && state !== submission.workflowState ? state : undefined;
  const newAssignee =
    assigneeId !== undefined && assigneeId !== submission.assigneeId ? { id: assigneeId } : undefined;
  // The actor passed authorize(): staff of the practice or an admin, and active (or not signed in).
  if (newAssignee?.id && newAssignee.id !== actor.id)
    await assertStaff(db, submission.tenantId, newAssignee.id);
  if (!newState && !newAssignee) return submission.workflowVersion;

  const written = await db.transaction(async (txAny) => {
    const tx = txAny as Db;
    const [row] = await tx
      .update(formSubmissions)
      .set({
        ...(newState ? { workflowState: newState } : {}),
        ...(newAssignee ? { assigneeId: newAssignee.id } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(formSubmissions.id, id), eq(formSubmissions.workflowVersion, change.version)))
      .returning({ version: formSubmissions.workflowVersion });
    if (!row) return null;
    const entries: AuditEntry[] = [];
    const base = {
      actor: { kind: 'user', id: actor.id },
      tenantId: submission.tenantId,
      target: { type: 'submission', id },
    } as const;
    if (newState)
      entries.push({
        ...base,
        action: WORKFLOW_ACTIONS.state,
        details: { from: submission.workflowState, to: newState, version: row.version },
      });
    if (newAssignee)
      entries.push({
        ...base,
        action: WORKFLOW_ACTIONS.assign,
        details: { from: submission.assigneeId, to: newAssignee.id, self: newAssignee.id === actor.id },
      });
    await auditMany(tx, entries);
    if (newState === 'erledigt')
      await enqueueWebhookEventInTx(queue, tx, {
        tenantId: submission.tenantId,
        event: 'submission.processed',
        submissionId: id,
      });
    return row;
  });
  if (written) return written.version;
  // Between the read and the write someone else changed the request, or deleted it.
  const [now] = await db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(eq(formSubmissions.id, id));
  if (!now) throw submissionNotFound();
  throw await conflict(db, submission);
}

/** An active user of the practice, or an active platform admin; else ASSIGNEE_NOT_STAFF. */
async function assertStaff(db: Db, tenantId: string, userId: string) {
  const [row] = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .leftJoin(userTenants, and(eq(userTenants.userId, users.id), eq(userTenants.tenantId, tenantId)))
    .where(
      and(
        eq(users.id, userId),
        eq(users.isActive, true),
        or(eq(users.role, 'admin'), eq(userTenants.tenantId, tenantId)),
      ),
    );
  if (!row) throw workflowErrors.assigneeNotStaff();
}

/** The 409 naming whoever made the last version-changing write (from the audit log). */
async function conflict(db: Db, submission: Pick<Submission, 'id' | 'tenantId'>) {
  const [last] = await db
    .select({ name: users.fullName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.targetType, 'submission'),
        eq(auditLog.targetId, submission.id),
        eq(auditLog.tenantId, submission.tenantId),
        inArray(auditLog.action, VERSION_CHANGING_ACTIONS),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return workflowErrors.conflict(last?.name ?? null);
}
