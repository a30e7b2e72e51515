// Reads for /api/memberships: the active packages, one user's active membership, every user's.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Membership, MembershipPackage, MembershipUser } from '../../../common/schemas/membership.ts';
import { membershipTexts } from '../../../common/texts/membership.ts';
import type { Db } from '../../db/connect.ts';
import { membershipPackages, tenantSettings, userMemberships, users, userTenants } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import { presentMembership, presentPackage } from '../../presenters/membership.ts';

/** Active packages ordered by monthly price (spec 001 §7). */
export async function activePackages(db: Db): Promise<MembershipPackage[]> {
  const rows = await db
    .select()
    .from(membershipPackages)
    .where(eq(membershipPackages.isActive, true))
    .orderBy(asc(membershipPackages.monthlyPrice), asc(membershipPackages.name));
  return rows.map(presentPackage);
}

/** The active membership rows with their packages, of the given users or of everyone. */
async function activeMemberships(db: Db, userIds?: string[]): Promise<Membership[]> {
  const active = eq(userMemberships.status, 'active');
  const rows = await db
    .select({ membership: userMemberships, pkg: membershipPackages })
    .from(userMemberships)
    .innerJoin(membershipPackages, eq(membershipPackages.id, userMemberships.packageId))
    .where(userIds ? and(active, inArray(userMemberships.userId, userIds)) : active);
  return rows.map((r) => presentMembership(r.membership, r.pkg));
}

/** The active user_memberships row of a user joined with its package (spec 001 §7), or null. */
export async function membershipOf(db: Db, userId: string): Promise<Membership | null> {
  const [membership] = await activeMemberships(db, [userId]);
  return membership ?? null;
}

/** Every user with tenants and active membership, ordered by full name (the admin tab's table). */
export async function usersWithMemberships(db: Db): Promise<MembershipUser[]> {
  const [rows, tenantRows, memberships] = await Promise.all([
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        role: users.role,
        isActive: users.isActive,
      })
      .from(users)
      .orderBy(asc(users.fullName), asc(users.email)),
    db
      .select({
        userId: userTenants.userId,
        id: tenantSettings.id,
        slug: tenantSettings.tenantId,
        name: tenantSettings.name,
      })
      .from(userTenants)
      .innerJoin(tenantSettings, eq(tenantSettings.id, userTenants.tenantId))
      .orderBy(asc(tenantSettings.name)),
    activeMemberships(db),
  ]);
  const tenantsByUser = new Map<string, MembershipUser['tenants']>();
  for (const { userId, ...tenant } of tenantRows)
    tenantsByUser.set(userId, [...(tenantsByUser.get(userId) ?? []), tenant]);
  const membershipByUser = new Map(memberships.map((m) => [m.user_id, m]));
  return rows.map((u) => ({
    id: u.id,
    full_name: u.fullName,
    email: u.email,
    role: u.role,
    is_active: u.isActive,
    tenants: tenantsByUser.get(u.id) ?? [],
    membership: membershipByUser.get(u.id) ?? null,
  }));
}

/** One user (name and e-mail for the modal's heading) with the active membership; 404 for an unknown id. */
export async function userWithMembership(db: Db, userId: string) {
  const [user] = await db
    .select({ id: users.id, full_name: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw errors.notFound(membershipTexts.errors.userNotFound);
  return { user, membership: await membershipOf(db, userId) };
}
