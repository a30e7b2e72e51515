import type { users } from '../db/schema.ts';
import type { PracticeMembershipRow } from '../queries/practiceMemberships.ts';

type UserRow = typeof users.$inferSelect;

/** Never includes the password hash. `invitationPending`: an unused invitation link is still valid. */
export const presentUser = (u: UserRow, memberships: PracticeMembershipRow[], invitationPending = false) => ({
  id: u.id,
  email: u.email,
  full_name: u.fullName,
  role: u.role,
  is_active: u.isActive,
  tenants: memberships.map((m) => m.slug),
  /** The role in each of those practices, by slug (issue 44). */
  practice_roles: Object.fromEntries(memberships.map((m) => [m.slug, m.role])),
  must_change_password: u.mustChangePassword,
  invitation_pending: invitationPending,
  last_login_at: u.lastLoginAt?.toISOString() ?? null,
  created_at: u.createdAt.toISOString(),
  updated_at: u.updatedAt.toISOString(),
});
