// Deleting users (one, or many from the bulk action): all or nothing. Refused when the actor is among them
// or when no active admin would remain. Their sessions, tenant links and memberships go with the row
// (foreign keys ON DELETE CASCADE), so a deleted user's next request answers 401.
import { inArray } from 'drizzle-orm';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { users } from '../db/schema.ts';
import { audit } from '../services/audit.ts';
import { assertAdminRemains, lockUserAdministration, userErrors } from './userGuards.ts';

export async function deleteUsers(db: Db, actor: Actor, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.includes(actor.id)) throw userErrors.cannotDeleteSelf();
  return db.transaction(async (txAny) => {
    const tx = txAny as Db;
    await lockUserAdministration(tx);
    const rows = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(inArray(users.id, unique));
    if (rows.length !== unique.length) throw userErrors.notFound();
    await assertAdminRemains(tx, unique, 'delete');
    await tx.delete(users).where(inArray(users.id, unique));
    for (const row of rows) {
      await audit(tx, {
        actor: { kind: 'user', id: actor.id },
        action: 'user.delete',
        target: { type: 'user', id: row.id },
        details: { email: row.email, role: row.role },
      });
    }
    return { deleted: rows.map((r) => r.id) };
  });
}
