import { eq } from 'drizzle-orm';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { formSubmissions } from '../db/schema.ts';
import { errors } from '../errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { authorize } from '../policies/policy.ts';
import { audit } from '../services/audit.ts';
import { enqueueWebhookEventInTx } from '../services/webhooks/enqueueWebhookEvent.ts';

const NOT_FOUND = 'Submission nicht gefunden';

export async function setProcessed(
  db: Db,
  actor: Actor,
  submissionId: string,
  isProcessed: boolean,
  queue: JobQueue,
) {
  const [row] = await db
    .select({ tenantId: formSubmissions.tenantId, wasProcessed: formSubmissions.isProcessed })
    .from(formSubmissions)
    .where(eq(formSubmissions.id, submissionId));
  if (!row) throw errors.notFound(NOT_FOUND);
  authorize(actor, 'submission.update', { tenantId: row.tenantId }, NOT_FOUND);
  await db.transaction(async (tx) => {
    await tx
      .update(formSubmissions)
      .set({ isProcessed, updatedAt: new Date() })
      .where(eq(formSubmissions.id, submissionId));
    if (isProcessed && !row.wasProcessed)
      await enqueueWebhookEventInTx(queue, tx as Db, {
        tenantId: row.tenantId,
        event: 'submission.processed',
        submissionId,
      });
  });
  await audit(db, {
    actor: { kind: 'user', id: actor.id },
    action: isProcessed ? 'submission.mark_processed' : 'submission.mark_unprocessed',
    tenantId: row.tenantId,
    target: { type: 'submission', id: submissionId },
  });
  return { id: submissionId, isProcessed };
}
