// The Protokoll tab's calls (issue 13): pages of the audit log, the actions for the filter, the CSV export.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditAction, AuditEntry, AuditPage } from '../../common/schemas/audit.ts';
import { generalTexts } from '../../common/texts/general.ts';
import { ApiError, NETWORK_ERROR_CODE } from './ApiError.ts';
import { apiRequest, reportUnauthorized, toApiError } from './client.ts';

/** The filters as the server takes them: ids and ISO times, absent when not set. */
export interface AuditQuery {
  user?: string;
  practice?: string;
  action?: string;
  from?: string;
  to?: string;
}

export type { AuditAction, AuditEntry, AuditPage };

const search = (query: object) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
};

export const adminAuditKeys = {
  all: ['admin-audit'] as const,
  page: (query: AuditQuery, page: number) => [...adminAuditKeys.all, 'page', query, page] as const,
  actions: () => [...adminAuditKeys.all, 'actions'] as const,
};

// Fresh on every opening (staleTime 0): the log grows with every click in the back office. The previous page
// stays on screen while the next one loads, so the table does not jump.
export const useAuditPage = (query: AuditQuery, page: number) =>
  useQuery({
    queryKey: adminAuditKeys.page(query, page),
    queryFn: ({ signal }) => apiRequest<AuditPage>(`/api/audit?${search({ ...query, page })}`, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAuditActions = () =>
  useQuery({
    queryKey: adminAuditKeys.actions(),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ actions: AuditAction[] }>('/api/audit/actions', { signal })).actions,
  });

/** The whole filtered log as CSV text (with its BOM), times in the viewer's time zone. */
export async function fetchAuditCsv(query: AuditQuery): Promise<string> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  let response: Response;
  try {
    response = await fetch(`/api/audit.csv?${search({ ...query, timeZone })}`, {
      headers: { Accept: 'text/csv' },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, generalTexts.networkError);
  }
  if (response.status === 401) reportUnauthorized();
  if (!response.ok) throw await toApiError(response);
  // text() would drop the byte-order mark German Excel needs; decode the bytes ourselves and keep it.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
}
