// Who is making a request. Role, activity and tenants are read from the database on every request, so a
// demoted or deactivated user loses rights at once.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { users, userTenants } from '../db/schema.ts';

export type Actor = {
  kind: 'user';
  id: string;
  email: string;
  fullName: string;
  role: 'user' | 'admin';
  /** tenant_settings.id of every tenant the user belongs to. */
  tenantIds: string[];
};

export async function loadActor(db: Db, userId: string): Promise<Actor | null> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      isActive: users.isActive,
      tenantId: userTenants.tenantId,
    })
    .from(users)
    .leftJoin(userTenants, eq(userTenants.userId, users.id))
    .where(eq(users.id, userId));
  const first = rows[0];
  if (!first?.isActive) return null;
  return {
    kind: 'user',
    id: first.id,
    email: first.email,
    fullName: first.fullName,
    role: first.role,
    tenantIds: rows.flatMap((r) => (r.tenantId ? [r.tenantId] : [])),
  };
}
