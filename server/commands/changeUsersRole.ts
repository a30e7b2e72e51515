// Bulk "Rolle ändern" (spec 001 §2.4): all or nothing; demoting may not leave the platform without an active
// admin. The actor (and everyone) is read from the database on every request, so a demotion takes effect at
// the next request without ending sessions.
import { and, inArray, ne } from 'drizzle-orm';
import type { UserRole } from '../../common/admin/userForm.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { users } from '../db/schema.ts';
import { audit } from '../services/audit.ts';
import { assertAdminRemains, lockUserAdministration, userErrors } from './userGuards.ts';

export async function changeUsersRole(db: Db, actor: Actor, ids: readonly string[], role: UserRole) {
  const unique = [...new Set(ids)];
  return db.transaction(async (txAny) => {
    const tx = txAny as Db;
    await lockUserAdministration(tx);
    const rows = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(inArray(users.id, unique));
    if (rows.length !== unique.length) throw userErrors.notFound();
    if (role === 'user') await assertAdminRemains(tx, unique, 'demote');
    const changed = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(and(inArray(users.id, unique), ne(users.role, role)))
      .returning({ id: users.id });
    for (const row of changed) {
      await audit(tx, {
        actor: { kind: 'user', id: actor.id },
        action: 'user.role',
        target: { type: 'user', id: row.id },
        details: { from: role === 'admin' ? 'user' : 'admin', to: role },
      });
    }
    return { updated: unique.length, changed: changed.map((r) => r.id) };
  });
}
