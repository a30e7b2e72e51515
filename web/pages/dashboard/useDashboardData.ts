import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DashboardParams } from '../../../common/dashboard/dashboardParams.ts';
import {
  isConnectionErrorText,
  isGatewayStatus,
  LIST_DEBOUNCE_MS,
  MAX_CONSECUTIVE_ERRORS,
  pollDelay,
  STATS_DELAY_MS,
} from '../../../common/dashboard/polling.ts';
import { isApiError, NETWORK_ERROR_CODE } from '../../api/ApiError.ts';
import {
  fetchDaily,
  fetchStats,
  fetchSubmissions,
  PAGE_SIZE,
  type SubmissionFilters,
  submissionKeys,
  ZERO_STATS,
} from '../../api/submissions.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

export const NO_TENANT_CODE = 'NO_TENANT';

/** Counts for the polling backoff (spec 000 §8): never reached the server, or a gateway answered for it. */
export function isConnectionError(error: unknown): boolean {
  if (isApiError(error)) return error.errorCode === NETWORK_ERROR_CODE || isGatewayStatus(error.status);
  return error instanceof Error && isConnectionErrorText(error.message);
}

export function filtersFor(params: DashboardParams): SubmissionFilters {
  return {
    page: params.page,
    limit: PAGE_SIZE,
    includeSpam: params.includeSpam,
    ...(params.formType ? { formType: params.formType } : {}),
    ...(params.tenant ? { tenant_id: params.tenant } : {}),
    ...(params.desk.kind ? { kind: params.desk.kind } : {}),
    ...(params.desk.state ? { state: params.desk.state } : {}),
    ...(params.desk.assignee ? { assignee: params.desk.assignee } : {}),
    ...(params.desk.unopened ? { unopened: true } : {}),
    ...(params.desk.onlySpam ? { onlySpam: true } : {}),
  };
}

const sameFilters = (a: SubmissionFilters, b: SubmissionFilters) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The submission list with the timing of spec 000 §9: filter changes debounced by 300 ms; polling every 120 s,
 * after connection errors 60 s × 2^errors, stopped after 3 consecutive ones; a manual refresh resets the count.
 */
export function useSubmissionList(params: DashboardParams) {
  const filters = useDebouncedValue(filtersFor(params), LIST_DEBOUNCE_MS, sameFilters);
  const [connectionErrors, setConnectionErrors] = useState(0);
  // Set while the timer's poll runs: it is sent as background, so it keeps no idle session alive.
  const polling = useRef(false);

  const query = useQuery({
    queryKey: submissionKeys.list(filters),
    queryFn: ({ signal }) => fetchSubmissions(filters, signal, polling.current),
    placeholderData: keepPreviousData,
    // The app-wide retries (api/queryClient.ts: twice, 1 s and 2 s later, never for a 4xx) come first; only
    // a call that still fails counts as one error for the polling below.
    refetchOnWindowFocus: false,
  });

  // Count consecutive connection errors; any answer resets the count.
  const { errorUpdatedAt, dataUpdatedAt, error } = query;
  useEffect(() => {
    if (!errorUpdatedAt) return;
    if (isConnectionError(error)) setConnectionErrors((n) => n + 1);
  }, [errorUpdatedAt, error]);
  useEffect(() => {
    if (dataUpdatedAt) setConnectionErrors(0);
  }, [dataUpdatedAt]);

  // One timer, due a fixed time after the last settled fetch (anchored there, not at when this effect runs,
  // so a late render cannot stretch the interval); stops at three consecutive connection errors.
  // A manual refresh also restarts the schedule, so resetting the count does not fire an extra poll at once.
  const { refetch } = query;
  const [refreshedAt, setRefreshedAt] = useState(0);
  const anchor = Math.max(errorUpdatedAt, dataUpdatedAt, refreshedAt);
  useEffect(() => {
    if (!anchor) return;
    const delay = pollDelay(connectionErrors);
    if (delay === null) return;
    const timer = setTimeout(
      () => {
        polling.current = true;
        void refetch().finally(() => {
          polling.current = false;
        });
      },
      Math.max(0, anchor + delay - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [anchor, connectionErrors, refetch]);

  const refresh = useCallback(() => {
    setRefreshedAt(Date.now());
    setConnectionErrors(0);
    return refetch();
  }, [refetch]);

  // The live inbox saw a new request: load the list now, as a poll (it keeps no idle session alive).
  const pulse = useCallback(() => {
    polling.current = true;
    return refetch().finally(() => {
      polling.current = false;
    });
  }, [refetch]);

  return {
    query,
    filters,
    refresh,
    pulse,
    connectionErrors,
    pollingStopped: connectionErrors >= MAX_CONSECUTIVE_ERRORS,
  };
}

/**
 * A query that follows the list: fetched STATS_DELAY_MS after the list has loaded, and again that long after
 * every later load (poll, refresh, filter change). A new key (another practice) waits for its list too, so
 * it never competes with the list for the first paint nor shows numbers ahead of the cards.
 */
function useQueryAfterListLoad<T>(
  queryKey: readonly unknown[],
  queryFn: (signal: AbortSignal) => Promise<T>,
  listLoadedAt: number,
) {
  const keyString = JSON.stringify(queryKey);
  const [enabledFor, setEnabledFor] = useState<string | null>(null);
  const enabled = enabledFor === keyString;
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => queryFn(signal),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

  const { refetch } = query;
  const latest = useRef({ enabled, keyString });
  latest.current = { enabled, keyString };
  useEffect(() => {
    if (!listLoadedAt) return;
    const timer = setTimeout(() => {
      if (latest.current.enabled) void refetch();
      else setEnabledFor(latest.current.keyString);
    }, STATS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [listLoadedAt, refetch]);

  return query;
}

/** Stats of the selected tenant(s), 1 s after each list load; a failure shows zeros (spec 000 §8). */
export function useStats(tenant: string | null, listLoadedAt: number) {
  return useQueryAfterListLoad(
    submissionKeys.stats(tenant),
    async (signal) => {
      try {
        return await fetchStats(tenant, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        return ZERO_STATS;
      }
    },
    listLoadedAt,
  );
}

/** The 30-day chart's counts, refreshed with the stats. */
export function useDailyCounts(tenant: string | null, listLoadedAt: number) {
  return useQueryAfterListLoad(
    submissionKeys.daily(tenant),
    (signal) => fetchDaily(tenant, signal),
    listLoadedAt,
  );
}
