import type { users } from '../db/schema.ts';

type UserRow = typeof users.$inferSelect;

/** Never includes the password hash. */
export const presentUser = (u: UserRow, tenantSlugs: string[]) => ({
  id: u.id,
  email: u.email,
  full_name: u.fullName,
  role: u.role,
  is_active: u.isActive,
  tenants: tenantSlugs,
  last_login_at: u.lastLoginAt?.toISOString() ?? null,
  created_at: u.createdAt.toISOString(),
  updated_at: u.updatedAt.toISOString(),
});
