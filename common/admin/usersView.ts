// What the Benutzer tab shows (spec 001 §2.4): the stat cards, search over name, e-mail and tenant, the role
// and tenant filters and the sort by column. Pure functions, shared by the table and the CSV export so
// both show the same rows in the same order with the same words.
import type { PracticeRole } from '../practiceRoles.ts';
import { adminUsersTexts } from '../texts/adminUsers.ts';
import type { UserRole } from './userForm.ts';

export interface AdminUser {
  id: string;
  email: string;
  full_name: string;
  role: UserRole;
  is_active: boolean;
  /** Tenant slugs. */
  tenants: string[];
  /** The role in each of them, by slug (issue 44). */
  practice_roles?: Record<string, PracticeRole>;
  created_at: string;
}

export interface TenantName {
  slug: string;
  name: string;
}

export type RoleFilter = 'all' | UserRole;
/** '' = every tenant; NO_TENANT_FILTER = users without any. */
export const NO_TENANT_FILTER = '__none__';
export type UserSortKey = 'full_name' | 'email' | 'role' | 'tenant' | 'created_at';
export interface UserSort {
  key: UserSortKey;
  direction: 'asc' | 'desc';
}
/** Spec 001 §9: full_name ascending. */
export const DEFAULT_USER_SORT: UserSort = { key: 'full_name', direction: 'asc' };

export interface UserFilters {
  search: string;
  role: RoleFilter;
  tenant: string;
}

export function userStats(users: readonly AdminUser[]) {
  const admins = users.filter((u) => u.role === 'admin').length;
  const active = users.filter((u) => u.is_active).length;
  return {
    total: users.length,
    admins,
    users: users.length - admins,
    active,
    inactive: users.length - active,
  };
}

/** The names of the user's tenants (the slug when a tenant is unknown), in the given order. */
export function tenantNamesOf(user: Pick<AdminUser, 'tenants'>, tenants: readonly TenantName[]): string[] {
  return user.tenants.map((slug) => tenants.find((t) => t.slug === slug)?.name ?? slug);
}

/**
 * The Mandant cell and CSV column: the tenant names; an admin without any sees every tenant, a user without
 * any sees none ("–").
 */
export function tenantLabel(user: Pick<AdminUser, 'tenants' | 'role'>, tenants: readonly TenantName[]) {
  const names = tenantNamesOf(user, tenants);
  if (names.length) return names.join(', ');
  return user.role === 'admin' ? adminUsersTexts.table.allTenants : adminUsersTexts.table.none;
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
const fold = (text: string) => text.toLocaleLowerCase('de').normalize('NFKD').replace(/\p{M}/gu, '');

export function filterUsers<U extends AdminUser>(
  users: readonly U[],
  filters: UserFilters,
  tenants: readonly TenantName[],
): U[] {
  const words = fold(filters.search).split(/\s+/).filter(Boolean);
  return users.filter((user) => {
    if (filters.role !== 'all' && user.role !== filters.role) return false;
    if (filters.tenant === NO_TENANT_FILTER && user.tenants.length > 0) return false;
    if (filters.tenant && filters.tenant !== NO_TENANT_FILTER && !user.tenants.includes(filters.tenant))
      return false;
    if (words.length === 0) return true;
    const haystack = fold(
      [user.full_name, user.email, ...user.tenants, ...tenantNamesOf(user, tenants)].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}

export function sortUsers<U extends AdminUser>(
  users: readonly U[],
  sort: UserSort,
  tenants: readonly TenantName[],
): U[] {
  const value = (user: AdminUser): string => {
    switch (sort.key) {
      case 'full_name':
        return user.full_name;
      case 'email':
        return user.email;
      case 'role':
        return adminUsersTexts.roleNames[user.role];
      case 'tenant':
        return tenantLabel(user, tenants);
      case 'created_at':
        return user.created_at;
    }
  };
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...users].sort((a, b) => {
    const primary =
      sort.key === 'created_at'
        ? Date.parse(a.created_at) - Date.parse(b.created_at)
        : collator.compare(value(a), value(b));
    // Ties keep a stable, readable order: by name, then by id.
    return sign * primary || collator.compare(a.full_name, b.full_name) || a.id.localeCompare(b.id);
  });
}
