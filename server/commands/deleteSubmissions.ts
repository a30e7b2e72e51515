// Deleting submissions (one, or many in one request): each must belong to the actor's practices; what may
// not be deleted or does not exist is reported back, the rest is deleted with its files and anamnese.
// What a staff mark taught the practice's spam filter is un-learned in the same transaction, so erasure
// (GDPR Art. 17) leaves nothing of the patient's words behind, not even as counts.
import { inArray } from 'drizzle-orm';
import type { Actor } from '../auth/actor.ts';
import type { Database, SqlExecutor } from '../db/connect.ts';
import { formSubmissions } from '../db/schema.ts';
import { authorize, belongsToTenant, can } from '../policies/policy.ts';
import { audit } from '../services/audit.ts';
import type { CryptoService } from '../services/crypto.ts';
import { type SpamModelStore, tokensOf } from '../services/spam/modelStore.ts';

export type DeleteSubmissionsDeps = { database: Database; crypto: CryptoService; spamModels: SpamModelStore };

type Trained = { id: string; tenantId: string; formData: string; spamLabel: 'spam' | 'ham' | null };

/** Un-learns the staff marks of these submissions (rows without a mark taught nothing). */
export async function forgetTraining(deps: DeleteSubmissionsDeps, rows: Trained[], execute: SqlExecutor) {
  for (const row of rows) {
    if (!row.spamLabel) continue;
    const formData = await deps.crypto.decryptJson<Record<string, unknown>>(row.tenantId, row.formData);
    // Undecryptable data could not have been learned from either (markSpam trains only what it decrypts).
    if (!formData.ok) continue;
    await deps.spamModels.train(row.tenantId, tokensOf(formData.value), row.spamLabel, -1, execute);
  }
}

export async function deleteSubmissions(deps: DeleteSubmissionsDeps, actor: Actor, ids: string[]) {
  const { db } = deps.database;
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: formSubmissions.id, tenantId: formSubmissions.tenantId })
    .from(formSubmissions)
    .where(inArray(formSubmissions.id, unique));
  // Staff whose role does not allow deletion get 403 and nothing goes (issue 44); another practice's ids
  // stay "failed", as unknown ones.
  const refused = rows.find((r) => belongsToTenant(actor, r.tenantId) && !can(actor, 'submission.delete', r));
  if (refused) authorize(actor, 'submission.delete', { tenantId: refused.tenantId });
  const allowed = rows.filter((r) => can(actor, 'submission.delete', { tenantId: r.tenantId }));
  const deleted = allowed.length
    ? await deps.database.transaction(async (execute) => {
        const { rows: gone } = await execute(
          'delete from form_submissions where id = any($1::uuid[]) returning id, tenant_id, spam_label, form_data',
          [allowed.map((r) => r.id)],
        );
        const removed = (
          gone as { id: string; tenant_id: string; spam_label: Trained['spamLabel']; form_data: string }[]
        ).map((r) => ({ id: r.id, tenantId: r.tenant_id, spamLabel: r.spam_label, formData: r.form_data }));
        // The rows as deleted (a mark made meanwhile counts), inside the delete's transaction.
        await forgetTraining(deps, removed, execute);
        return removed;
      })
    : [];
  for (const row of deleted) {
    await audit(db, {
      actor: { kind: 'user', id: actor.id },
      action: 'submission.delete',
      tenantId: row.tenantId,
      target: { type: 'submission', id: row.id },
    });
  }
  const deletedIds = new Set(deleted.map((r) => r.id));
  return { deleted: [...deletedIds], failed: unique.filter((id) => !deletedIds.has(id)) };
}
