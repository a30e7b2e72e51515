import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryWords } from '../../../../common/search/normalizeWords.ts';
import { searchKeys, searchSubmissions } from '../../../api/search.ts';
import { useDebouncedValue } from '../useDebouncedValue.ts';

/** Typing pauses this long before the server is asked (each answer is an audited read). */
export const SEARCH_DEBOUNCE_MS = 300;
const MAX_LENGTH = 200;

/** Whether the server would take the text (2–200 characters, at least one word of two): else no request. */
export function isSearchable(text: string): boolean {
  return text.length >= 2 && text.length <= MAX_LENGTH && queryWords(text, () => null).length > 0;
}

/**
 * The search field's state: the text as typed and the results of the text once typing paused. The text is
 * kept in the query cache (memory only), so the dashboard shows the same search again after a request was
 * opened and the user came back; a session's end clears it with the cache. Results stay cached for a few
 * minutes for the same reason, and are never refetched on focus or reconnect.
 */
export function useSearch({ tenant, includeSpam }: { tenant: string | null; includeSpam: boolean }) {
  const queryClient = useQueryClient();
  const [text, setTextState] = useState(() => queryClient.getQueryData<string>(searchKeys.text) ?? '');
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS, Object.is);
  const searchable = isSearchable(debounced);
  const params = { q: debounced, tenant, includeSpam };
  const results = useQuery({
    queryKey: searchKeys.results(params),
    queryFn: ({ signal }) => searchSubmissions(params, signal),
    enabled: searchable,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    gcTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  function setText(next: string) {
    setTextState(next);
    queryClient.setQueryData(searchKeys.text, next);
  }

  const typing = text.trim() !== debounced;
  return {
    text,
    setText,
    /** Something is typed that the server would not take (one letter, only punctuation). */
    tooShort: !typing && debounced !== '' && !searchable,
    /** Typing, or the server is asked and has not answered this text yet. */
    searching:
      text.trim() !== '' && (typing || (searchable && (results.isFetching || results.isPlaceholderData))),
    results: searchable ? results : null,
  };
}
