import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  adminTenantKeys,
  fetchTenantDeletion,
  type TenantDeletion,
  type TenantRow,
} from '../../../api/adminTenants.ts';

/** How often a running deletion is asked for its progress. */
const POLL_MS = 1000;

const isSettled = (deletion: TenantDeletion | undefined) =>
  deletion?.status === 'done' || deletion?.status === 'failed';

/**
 * Polls GET /api/tenants/:id/deletion for every practice being deleted: those the list shows as such and those
 * started here (a small practice may be gone before the list is read again). A finished one is announced once
 * (onDone) and the list is read again, so its row disappears; a failed one makes the list show it.
 */
export function useDeletionProgress(
  rows: TenantRow[] | undefined,
  onDone: (deletion: TenantDeletion) => void,
) {
  const queryClient = useQueryClient();
  const [watched, setWatched] = useState<string[]>([]);
  // Settled ones are not watched again, even while a stale list still shows them as being deleted.
  const finished = useRef(new Set<string>());
  const watch = useCallback((id: string) => {
    finished.current.delete(id);
    setWatched((current) => (current.includes(id) ? current : [...current, id]));
  }, []);
  const deletingKey = (rows ?? [])
    .filter((row) => row.deletion && row.deletion.status !== 'failed')
    .map((row) => row.id)
    .join(',');
  useEffect(() => {
    for (const id of deletingKey ? deletingKey.split(',') : []) if (!finished.current.has(id)) watch(id);
  }, [deletingKey, watch]);

  const results = useQueries({
    queries: watched.map((id) => ({
      queryKey: adminTenantKeys.deletion(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchTenantDeletion(id, signal),
      refetchInterval: (query: { state: { data?: TenantDeletion } }) =>
        isSettled(query.state.data) ? false : POLL_MS,
      gcTime: 0,
    })),
  });

  const progress = new Map<string, TenantDeletion>();
  for (const [i, result] of results.entries()) if (result.data) progress.set(watched[i]!, result.data);

  // Finished, failed, or vanished without a record (404): stop watching and let the list tell.
  const settled = results
    .map((result, i) => ({ id: watched[i]!, result }))
    .filter(({ result }) => isSettled(result.data) || result.isError);
  const settledKey = settled.map(({ id }) => id).join(',');
  const latest = useRef({ settled, onDone });
  latest.current = { settled, onDone };
  useEffect(() => {
    if (!settledKey) return;
    const ids = new Set<string>();
    for (const { id, result } of latest.current.settled) {
      ids.add(id);
      finished.current.add(id);
      if (result.data?.status === 'done') latest.current.onDone(result.data);
    }
    setWatched((current) => current.filter((id) => !ids.has(id)));
    void queryClient.invalidateQueries({ queryKey: adminTenantKeys.list() });
  }, [settledKey, queryClient]);

  return { progress, watch };
}
