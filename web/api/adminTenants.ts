// The administration's calls for practices (spec 001 §7 "Tenants"): the list with deletion progress, create,
// the settings of one practice, edit, delete (a background job) and its progress, and the public key for the
// API-details dialog.

import type { LegalLink } from '../../common/admin/legalLinks.ts';
import type {
  CreateTenantBody,
  TenantDeletionCounts,
  TenantDeletionStatus,
  UpdateTenantBody,
} from '../../common/admin/tenants.ts';
import type { NotificationSettings, ReceptionConfig } from '../../common/tenantConfig.ts';
import { apiRequest } from './client.ts';

export type { CreateTenantBody, TenantDeletionCounts, TenantDeletionStatus, UpdateTenantBody };

export interface TenantRow {
  id: string;
  slug: string;
  name: string;
  logo_url: string | null;
  created_at: string;
  /** Set while the practice is being deleted. */
  deletion: { status: TenantDeletionStatus; percent: number } | null;
  /** The legal pages its reception does not link (flagged in the list). */
  missing_legal_links: LegalLink[];
}

export interface TenantSettings {
  id: string;
  slug: string;
  name: string;
  logo_url: string | null;
  created_at: string;
  /** „Empfang sieht Anamnese“ (issue 44). */
  reception_sees_anamnese: boolean;
  updated_at: string;
  email_recipients: string[];
  domains: string[];
  config: ReceptionConfig;
  notifications: NotificationSettings;
}

export interface TenantDeletion {
  tenant_id: string;
  status: TenantDeletionStatus;
  percent: number;
  slug: string;
  name: string;
  requested_at: string;
  finished_at: string | null;
  counts: TenantDeletionCounts;
}

export const adminTenantKeys = {
  all: ['admin', 'tenants'] as const,
  list: () => [...adminTenantKeys.all, 'list'] as const,
  settings: (id: string) => [...adminTenantKeys.all, 'settings', id] as const,
  deletion: (id: string) => [...adminTenantKeys.all, 'deletion', id] as const,
  publicKey: ['public', 'key'] as const,
};

const path = (id: string) => `/api/tenants/${encodeURIComponent(id)}`;

export async function fetchTenantRows(signal?: AbortSignal): Promise<TenantRow[]> {
  return (await apiRequest<{ tenants: TenantRow[] }>('/api/tenants/overview', { signal })).tenants;
}

export async function createTenant(body: CreateTenantBody) {
  return (
    await apiRequest<{ tenant: Omit<TenantRow, 'deletion' | 'missing_legal_links'> }>('/api/tenants', {
      method: 'POST',
      body,
    })
  ).tenant;
}

export async function fetchTenantSettings(id: string, signal?: AbortSignal): Promise<TenantSettings> {
  return (await apiRequest<{ tenant: TenantSettings }>(`${path(id)}/settings`, { signal })).tenant;
}

export async function updateTenant(id: string, body: UpdateTenantBody): Promise<TenantSettings> {
  return (await apiRequest<{ tenant: TenantSettings }>(path(id), { method: 'PUT', body })).tenant;
}

/** Starts the deletion; the practice is out of service at once, its data goes in the background. */
export async function deleteTenant(id: string): Promise<TenantDeletion> {
  return (await apiRequest<{ deletion: TenantDeletion }>(path(id), { method: 'DELETE' })).deletion;
}

/** Polled every second while a deletion runs: background, never a user action (idle timeout). */
export async function fetchTenantDeletion(id: string, signal?: AbortSignal): Promise<TenantDeletion> {
  return (
    await apiRequest<{ deletion: TenantDeletion }>(`${path(id)}/deletion`, { signal, background: true })
  ).deletion;
}

/** The public website key (the same for every practice). */
export async function fetchPublicKey(signal?: AbortSignal): Promise<string> {
  return (await apiRequest<{ publicKey: string }>('/api/public/key', { signal })).publicKey;
}
