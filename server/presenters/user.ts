import type { users } from '../db/schema.ts';

type UserRow = typeof users.$inferSelect;

/** Never includes the password hash. `invitationPending`: an unused invitation link is still valid. */
export const presentUser = (u: UserRow, tenantSlugs: string[], invitationPending = false) => ({
  id: u.id,
  email: u.email,
  full_name: u.fullName,
  role: u.role,
  is_active: u.isActive,
  tenants: tenantSlugs,
  must_change_password: u.mustChangePassword,
  invitation_pending: invitationPending,
  last_login_at: u.lastLoginAt?.toISOString() ?? null,
  created_at: u.createdAt.toISOString(),
  updated_at: u.updatedAt.toISOString(),
});
