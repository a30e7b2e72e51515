import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PatientSearchResult } from '../../../common/schemas/patientRequests.ts';
import { isApiError } from '../../api/ApiError.ts';
import { apiRequest } from '../../api/client.ts';

/** What staff search for: one practice (uuid or slug) and the patient's e-mail address and/or phone number. */
export interface PatientSearchQuery {
  tenantId: string;
  email?: string;
  phone?: string;
}

export type PatientSearchField = keyof PatientSearchQuery;

/**
 * The people found, each with their requests. POST, not GET: the address stays out of query strings
 * (server/routes/submissions/relatedSubmissions.ts).
 */
function searchPatientRequests(query: PatientSearchQuery, signal?: AbortSignal) {
  return apiRequest<PatientSearchResult>('/api/submissions/patient-search', {
    method: 'POST',
    body: query,
    signal,
  }).then((answer) => answer.people);
}

/**
 * The server's German reasons of a 400 per field ({path: "/email", message}); null when the error names no
 * field of the search (then it is shown as a whole).
 */
export function searchFieldErrors(error: unknown): Partial<Record<PatientSearchField, string>> | null {
  if (!isApiError(error, 400) || !Array.isArray(error.details)) return null;
  const fields: Partial<Record<PatientSearchField, string>> = {};
  for (const detail of error.details as { path?: unknown; message?: unknown }[]) {
    const field = typeof detail.path === 'string' ? detail.path.replace(/^\//, '') : '';
    if (
      (field === 'tenantId' || field === 'email' || field === 'phone') &&
      typeof detail.message === 'string'
    )
      fields[field] ??= detail.message;
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

/**
 * The requests of everyone found in one practice, by person, searched when staff ask (each search is audited as a read, so it
 * runs only then: never on focus, polling or the dashboard's refreshes). `attempt` counts the searches asked
 * for, so the same values searched again ask the server again; `refresh` repeats the last one (after a deletion).
 */
export function usePatientSearch() {
  const [submitted, setSubmitted] = useState<{ query: PatientSearchQuery; attempt: number } | null>(null);
  const result = useQuery({
    // Outside submissionKeys.all, which the dashboard invalidates after every change. Not kept once unused.
    queryKey: ['patient-search', submitted],
    queryFn: ({ signal }) => searchPatientRequests(submitted!.query, signal),
    enabled: submitted !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return {
    result: submitted ? result : null,
    attempt: submitted?.attempt ?? 0,
    /** The practice the shown result was searched in. */
    searchedTenant: submitted?.query.tenantId ?? null,
    search: (query: PatientSearchQuery) =>
      setSubmitted((current) => ({ query, attempt: (current?.attempt ?? 0) + 1 })),
    refresh: () => void result.refetch(),
    clear: () => setSubmitted(null),
  };
}
