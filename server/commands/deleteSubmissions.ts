// Deleting submissions (one, or many in one request): each must belong to the actor's practices; what may
// not be deleted or does not exist is reported back, the rest is deleted with its files and anamnese.
import { inArray } from 'drizzle-orm';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { formSubmissions } from '../db/schema.ts';
import { can } from '../policies/policy.ts';
import { audit } from '../services/audit.ts';

export async function deleteSubmissions(db: Db, actor: Actor, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: formSubmissions.id, tenantId: formSubmissions.tenantId })
    .from(formSubmissions)
    .where(inArray(formSubmissions.id, unique));
  const allowed = rows.filter((r) => can(actor, 'submission.delete', { tenantId: r.tenantId }));
  const deleted = allowed.length
    ? await db
        .delete(formSubmissions)
        .where(
          inArray(
            formSubmissions.id,
            allowed.map((r) => r.id),
          ),
        )
        .returning({ id: formSubmissions.id, tenantId: formSubmissions.tenantId })
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
