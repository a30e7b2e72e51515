// The dashboard's request search (issue 28): GET /api/submissions/search. A GET with the words in the query
// string, as the route takes them: the server's log drops query strings, and the browser sends it from script,
// so the words are in no address bar or history.
import { apiRequest } from './client.ts';
import type { SubmissionCardData } from './submissions.ts';

export interface SearchParams {
  q: string;
  /** The dashboard's practice (uuid or slug), null for all of the user's practices. */
  tenant: string | null;
  includeSpam: boolean;
}

export interface SearchAnswer {
  /** Newest first, at most 50. */
  submissions: SubmissionCardData[];
  /** More requests match than are listed. */
  truncated: boolean;
}

export const searchKeys = {
  all: ['submission-search'] as const,
  results: (params: SearchParams) => [...searchKeys.all, 'results', params] as const,
  /** What was typed last (kept in memory only, and dropped with the rest of the cache when a session ends). */
  text: ['submission-search', 'text'] as const,
};

export function searchSubmissions(params: SearchParams, signal?: AbortSignal): Promise<SearchAnswer> {
  const query = new URLSearchParams({ q: params.q });
  if (params.tenant) query.set('tenant', params.tenant);
  if (params.includeSpam) query.set('spam', '1');
  return apiRequest<SearchAnswer>(`/api/submissions/search?${query}`, { signal });
}
