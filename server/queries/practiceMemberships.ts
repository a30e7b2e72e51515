// Which practices users belong to and in which role (issue 44), by user, practices by name.
import { asc, eq, inArray } from 'drizzle-orm';
import type { PracticeRole } from '../../common/practiceRoles.ts';
import type { Db } from '../db/connect.ts';
import { tenantSettings, userTenants } from '../db/schema.ts';

export type PracticeMembershipRow = { slug: string; role: PracticeRole };

/** Every user's memberships (or only those of `userIds`), keyed by user id. */
export async function practiceMembershipsOf(
  db: Db,
  userIds?: string[],
): Promise<Map<string, PracticeMembershipRow[]>> {
  const rows = await db
    .select({ userId: userTenants.userId, slug: tenantSettings.tenantId, role: userTenants.practiceRole })
    .from(userTenants)
    .innerJoin(tenantSettings, eq(tenantSettings.id, userTenants.tenantId))
    .where(userIds ? inArray(userTenants.userId, userIds) : undefined)
    .orderBy(asc(tenantSettings.name));
  const byUser = new Map<string, PracticeMembershipRow[]>();
  for (const { userId, slug, role } of rows)
    byUser.set(userId, [...(byUser.get(userId) ?? []), { slug, role }]);
  return byUser;
}
