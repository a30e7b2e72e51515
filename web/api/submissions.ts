// The dashboard's calls to the server: list, stats, daily counts, flag changes, deletion, spam scan.

import { FUNCTION_TIMEOUT_MS } from '../../common/dashboard/polling.ts';
import type { FormType } from '../../common/intake/formTypes.ts';
import type { RequestKind } from '../../common/intake/requestKinds.ts';
import { type SubmissionStats, ZERO_STATS } from '../../common/schemas/dashboardStats.ts';
import { generalTexts } from '../../common/texts/general.ts';
import type { WorkflowState } from '../../common/workflow.ts';
import { ApiError, NETWORK_ERROR_CODE } from './ApiError.ts';
import { apiRequest } from './client.ts';

export type QuarantineStatus = 'pending' | 'processing' | 'completed' | 'failed';

export interface SubmissionCardData {
  id: string;
  created_at: string;
  updated_at: string;
  tenant_id: string;
  form_type: string;
  form_data: Record<string, unknown> | null;
  is_spam: boolean;
  is_processed: boolean;
  spam_score: number | null;
  spam_confidence: number | null;
  spam_reasons: string[] | null;
  quarantine_status: QuarantineStatus | null;
  has_anamnese: boolean;
  /** The desk (issue 28): what the patient chose, the workflow, whether anyone of the practice opened it. */
  request_kind: RequestKind | null;
  workflow_state: WorkflowState;
  assignee_id: string | null;
  /** The owner's name (null when nobody, or when the owner was deleted). */
  assignee_name: string | null;
  workflow_version: number;
  opened_at: string | null;
  tenants: { name: string } | null;
}

export interface Pagination {
  totalPages: number;
  currentPage: number;
  totalCount: number;
  hasNextPage: boolean;
}

export interface SubmissionsPage {
  submissions: SubmissionCardData[];
  pagination: Pagination;
}

export interface SubmissionFilters {
  page: number;
  limit: number;
  includeSpam: boolean;
  formType?: FormType;
  tenant_id?: string;
  onlySpam?: boolean;
  kind?: RequestKind;
  state?: WorkflowState | 'offen';
  assignee?: 'me' | 'none';
  unopened?: boolean;
}

/** The live inbox's pulse: requests nobody of the practice opened yet, and when the newest arrived. */
export interface InboxPulse {
  unopened: number;
  latest: string | null;
}

export type { SubmissionStats };
export { ZERO_STATS };

export interface DailyCount {
  date: string;
  contact: number;
  prescription: number;
  anamnese: number;
  bewerbung: number;
  training: number;
  spam: number;
}

export const PAGE_SIZE = 10;

export const submissionKeys = {
  all: ['submissions'] as const,
  lists: () => [...submissionKeys.all, 'list'] as const,
  list: (filters: SubmissionFilters) => [...submissionKeys.lists(), filters] as const,
  stats: (tenant: string | null) => [...submissionKeys.all, 'stats', tenant] as const,
  daily: (tenant: string | null) => [...submissionKeys.all, 'daily', tenant] as const,
  inboxes: () => [...submissionKeys.all, 'inbox'] as const,
  inbox: (tenant: string | null) => [...submissionKeys.inboxes(), tenant] as const,
};

/** The caller's signal combined with the 10 s limit of a backend function; a timeout counts as a connection error. */
async function withTimeout<T>(signal: AbortSignal | undefined, run: (signal: AbortSignal) => Promise<T>) {
  const timeout = AbortSignal.timeout(FUNCTION_TIMEOUT_MS);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    return await run(combined);
  } catch (error) {
    if (timeout.aborted && !signal?.aborted) {
      throw new ApiError(0, NETWORK_ERROR_CODE, generalTexts.networkError);
    }
    throw error;
  }
}

/** `background`: a poll, not a user action (the idle timeout does not count it). */
export function fetchSubmissions(
  filters: SubmissionFilters,
  signal?: AbortSignal,
  background = false,
): Promise<SubmissionsPage> {
  return withTimeout(signal, (s) =>
    apiRequest<SubmissionsPage>('/functions/v1/getSubmissions', {
      method: 'POST',
      body: { filters },
      signal: s,
      background,
    }),
  );
}

const tenantQuery = (tenant: string | null) => (tenant ? `tenant=${encodeURIComponent(tenant)}` : '');

// Stats and the chart follow each list load by themselves: never a user action (the list's load may be one).
export function fetchStats(tenant: string | null, signal?: AbortSignal): Promise<SubmissionStats> {
  const query = tenantQuery(tenant);
  return apiRequest<SubmissionStats>(`/api/submissions/stats${query ? `?${query}` : ''}`, {
    signal,
    background: true,
  });
}

/** Asked every few seconds by an open dashboard: a background call, it keeps no idle session alive. */
export function fetchInbox(tenant: string | null, signal?: AbortSignal): Promise<InboxPulse> {
  const query = tenantQuery(tenant);
  return apiRequest<InboxPulse>(`/api/submissions/inbox${query ? `?${query}` : ''}`, {
    signal,
    background: true,
  });
}

export async function fetchDaily(tenant: string | null, signal?: AbortSignal): Promise<DailyCount[]> {
  const query = [tenantQuery(tenant), 'days=30'].filter(Boolean).join('&');
  const result = await apiRequest<{ days: DailyCount[] }>(`/api/submissions/daily?${query}`, {
    signal,
    background: true,
  });
  return result.days;
}

export function setProcessed(id: string, isProcessed: boolean) {
  return apiRequest<{ submission: { id: string; is_processed: boolean } }>(
    `/api/submissions/${encodeURIComponent(id)}`,
    { method: 'PATCH', body: { is_processed: isProcessed } },
  );
}

export function setSpam(id: string, isSpam: boolean) {
  return apiRequest<{ submission: { id: string; is_spam: boolean; spam_score: number | null } }>(
    `/api/submissions/${encodeURIComponent(id)}/spam`,
    { method: 'PATCH', body: { isSpam } },
  );
}

export function bulkDelete(ids: string[]) {
  return apiRequest<{ deleted: string[]; failed: string[] }>('/api/submissions/bulk-delete', {
    method: 'POST',
    body: { ids },
  });
}
