// Who is making a request. Role, activity, practices and the role in each are read from the database on
// every request, so a demoted or deactivated user loses rights at once.
import { eq } from 'drizzle-orm';
import type { PracticeRole } from '../../common/practiceRoles.ts';
import type { Db } from '../db/connect.ts';
import { tenantSettings, users, userTenants } from '../db/schema.ts';

/** The actor's place in one practice: the role there, and what that practice allows its front desk. */
export type PracticeMembership = { role: PracticeRole; receptionSeesAnamnese: boolean };

export type Actor = {
  kind: 'user';
  id: string;
  email: string;
  fullName: string;
  /** The platform role of the spec: an admin may do everything in every practice. */
  role: 'user' | 'admin';
  /** tenant_settings.id of every tenant the user belongs to. */
  tenantIds: string[];
  /** By tenant_settings.id: the role in each of those practices (server/policies/practiceRules.ts). */
  practices: Record<string, PracticeMembership>;
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
      practiceRole: userTenants.practiceRole,
      receptionSeesAnamnese: tenantSettings.receptionSeesAnamnese,
    })
    .from(users)
    .leftJoin(userTenants, eq(userTenants.userId, users.id))
    .leftJoin(tenantSettings, eq(tenantSettings.id, userTenants.tenantId))
    .where(eq(users.id, userId));
  const first = rows[0];
  if (!first?.isActive) return null;
  const practices: Record<string, PracticeMembership> = {};
  for (const row of rows) {
    if (!row.tenantId || !row.practiceRole) continue;
    practices[row.tenantId] = {
      role: row.practiceRole,
      receptionSeesAnamnese: row.receptionSeesAnamnese ?? false,
    };
  }
  return {
    kind: 'user',
    id: first.id,
    email: first.email,
    fullName: first.fullName,
    role: first.role,
    tenantIds: Object.keys(practices),
    practices,
  };
}
