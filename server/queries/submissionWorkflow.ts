// A request's workflow as the detail screen's panel shows it (issue 28): state, version, owner, whom it may be
// assigned to, and the internal notes opened with the practice's key. An explicit field list; the caller has
// checked that the submission is the actor's (findOwnSubmission) and audits the read of the notes.
import { and, asc, eq } from 'drizzle-orm';
import type { WorkflowPerson, WorkflowView } from '../../common/schemas/workflow.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { type formSubmissions, submissionNotes, users, userTenants } from '../db/schema.ts';
import { isAdmin } from '../policies/policy.ts';
import type { CryptoService } from '../services/crypto.ts';

type Deps = { db: Db; crypto: CryptoService };
type Submission = Pick<
  typeof formSubmissions.$inferSelect,
  'id' | 'tenantId' | 'workflowState' | 'workflowVersion' | 'assigneeId'
>;

const byName = (a: WorkflowPerson, b: WorkflowPerson) =>
  a.name.localeCompare(b.name, 'de') || (a.id < b.id ? -1 : 1);

/** The practice's active staff, and the actor when an admin (who may take any practice's request). */
async function staffOf(db: Db, actor: Actor, tenantId: string): Promise<WorkflowPerson[]> {
  const rows = await db
    .select({ id: users.id, name: users.fullName })
    .from(userTenants)
    .innerJoin(users, eq(users.id, userTenants.userId))
    .where(and(eq(userTenants.tenantId, tenantId), eq(users.isActive, true)));
  if (isAdmin(actor) && !rows.some((row) => row.id === actor.id))
    rows.push({ id: actor.id, name: actor.fullName });
  return rows.sort(byName);
}

/** A deleted account reads as not assigned. */
async function assigneeOf(db: Db, assigneeId: string | null): Promise<WorkflowPerson | null> {
  if (!assigneeId) return null;
  const [row] = await db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(eq(users.id, assigneeId));
  return row ?? null;
}

/** The request's notes, oldest first (also the Datenauskunft's). */
export async function loadNotes(deps: Deps, submission: Pick<Submission, 'id' | 'tenantId'>) {
  const rows = await deps.db
    .select({
      id: submissionNotes.id,
      authorId: users.id,
      authorName: users.fullName,
      body: submissionNotes.body,
      createdAt: submissionNotes.createdAt,
    })
    .from(submissionNotes)
    .leftJoin(users, eq(users.id, submissionNotes.authorId))
    .where(
      and(eq(submissionNotes.submissionId, submission.id), eq(submissionNotes.tenantId, submission.tenantId)),
    )
    .orderBy(asc(submissionNotes.createdAt), asc(submissionNotes.id));
  return Promise.all(
    rows.map(async (row) => {
      const text = await deps.crypto.decryptText(submission.tenantId, row.body);
      return {
        id: row.id,
        author: row.authorId && row.authorName !== null ? { id: row.authorId, name: row.authorName } : null,
        text: text.ok ? text.value : null,
        created_at: row.createdAt.toISOString(),
      };
    }),
  );
}

export async function loadWorkflow(deps: Deps, actor: Actor, submission: Submission): Promise<WorkflowView> {
  const [staff, assignee, notes] = await Promise.all([
    staffOf(deps.db, actor, submission.tenantId),
    assigneeOf(deps.db, submission.assigneeId),
    loadNotes(deps, submission),
  ]);
  return {
    state: submission.workflowState,
    version: submission.workflowVersion,
    assignee,
    staff,
    notes,
  };
}
