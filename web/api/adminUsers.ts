// The Benutzer tab's calls (spec 001 §2.4): users list and writes under /api/users, the tenants for the
// filter and the form from /api/tenants (admins see every tenant there).
import { useQuery } from '@tanstack/react-query';
import type { CreateUserBody, UpdateUserBody, UserRole } from '../../common/admin/userForm.ts';
import type { AdminUser } from '../../common/admin/usersView.ts';
import { apiRequest } from './client.ts';

export interface AdminUserRecord extends AdminUser {
  last_login_at: string | null;
  updated_at: string;
  /** An admin chose the password: the next login asks for the user's own. */
  must_change_password: boolean;
  /** An invitation link is out and unused. */
  invitation_pending: boolean;
}

export interface AdminTenant {
  id: string;
  slug: string;
  name: string;
}

export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: () => [...adminUserKeys.all, 'list'] as const,
  tenants: () => [...adminUserKeys.all, 'tenants'] as const,
};

export async function fetchUsers(signal?: AbortSignal): Promise<AdminUserRecord[]> {
  return (await apiRequest<{ users: AdminUserRecord[] }>('/api/users', { signal })).users;
}

export async function fetchTenants(signal?: AbortSignal): Promise<AdminTenant[]> {
  const { tenants } = await apiRequest<{ tenants: AdminTenant[] }>('/api/tenants', { signal });
  return tenants.map(({ id, slug, name }) => ({ id, slug, name }));
}

// Fresh on every opening of the tab (staleTime 0): the other tabs add tenants and change users, and both
// lists are small.
export const useAdminUsers = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: adminUserKeys.list(),
    queryFn: ({ signal }) => fetchUsers(signal),
    staleTime: 0,
    enabled,
  });

export const useAdminTenants = () =>
  useQuery({
    queryKey: adminUserKeys.tenants(),
    queryFn: ({ signal }) => fetchTenants(signal),
    staleTime: 0,
  });

/** The new user; `invitation_sent` null when the admin chose a password, else whether the mail went out. */
export function createUser(body: CreateUserBody) {
  return apiRequest<{ user: AdminUserRecord; invitation_sent: boolean | null }>('/api/users', {
    method: 'POST',
    body,
  });
}

/** "Einladung erneut senden": a new link; the earlier one stops working. */
export function resendInvitation(id: string) {
  return apiRequest<{ user: AdminUserRecord; invitation_sent: boolean }>(
    `/api/users/${encodeURIComponent(id)}/invitation`,
    { method: 'POST' },
  );
}

export async function updateUser(id: string, body: UpdateUserBody): Promise<AdminUserRecord> {
  const path = `/api/users/${encodeURIComponent(id)}`;
  return (await apiRequest<{ user: AdminUserRecord }>(path, { method: 'PATCH', body })).user;
}

export function deleteUser(id: string): Promise<void> {
  return apiRequest<void>(`/api/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function bulkDeleteUsers(ids: string[]) {
  return apiRequest<{ deleted: string[] }>('/api/users/bulk-delete', { method: 'POST', body: { ids } });
}

export function bulkChangeRole(ids: string[], role: UserRole) {
  return apiRequest<{ updated: number; changed: string[] }>('/api/users/bulk-role', {
    method: 'POST',
    body: { ids, role },
  });
}
