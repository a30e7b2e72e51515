// A practice's team as its owner sees it (issue 44): who belongs to the practice, in which role, and whether
// their invitation is still open. Nothing of their other practices.
import { and, asc, eq } from 'drizzle-orm';
import type { PracticeMember } from '../../common/schemas/practiceStaff.ts';
import { pendingInvitations } from '../auth/passwordTokens.ts';
import type { Db } from '../db/connect.ts';
import { users, userTenants } from '../db/schema.ts';

/** The practice's members by name, or only `userId` among them (none when that user does not belong to it). */
export async function loadPracticeStaff(
  db: Db,
  tenantId: string,
  userId?: string,
): Promise<PracticeMember[]> {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      fullName: users.fullName,
      practiceRole: userTenants.practiceRole,
      isActive: users.isActive,
      lastLoginAt: users.lastLoginAt,
    })
    .from(userTenants)
    .innerJoin(users, eq(users.id, userTenants.userId))
    .where(and(eq(userTenants.tenantId, tenantId), userId ? eq(userTenants.userId, userId) : undefined))
    .orderBy(asc(users.fullName), asc(users.email));
  // Only this team's invitations, not every open one of the platform.
  const invited = rows.length
    ? await pendingInvitations(
        db,
        new Date(),
        rows.map((row) => row.userId),
      )
    : new Set<string>();
  return rows.map((row) => ({
    user_id: row.userId,
    email: row.email,
    full_name: row.fullName,
    practice_role: row.practiceRole,
    is_active: row.isActive,
    invitation_pending: invited.has(row.userId),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  }));
}

/** One member of the practice, or undefined when the user does not belong to it. */
export async function findPracticeMember(db: Db, tenantId: string, userId: string) {
  return (await loadPracticeStaff(db, tenantId, userId))[0];
}
