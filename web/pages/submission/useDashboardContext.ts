// Where the user came from on the dashboard: its filters and page, as the dashboard keeps them in local storage
// (web/pages/dashboard/useDashboardParams.ts writes them on every change). "Zurück" returns there, and j/k walk
// through the list the dashboard shows with them.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  dashboardSearch,
  resolveDashboardParams,
  storedValuesFor,
} from '../../../common/dashboard/dashboardParams.ts';
import { useSession } from '../../api/session.ts';
import { fetchSubmissions, type SubmissionFilters, submissionKeys } from '../../api/submissions.ts';
import { filtersFor } from '../dashboard/useDashboardData.ts';
import { readStored, writeStored } from '../dashboard/useDashboardParams.ts';

const NO_TENANTS: never[] = [];

function storePage(page: number) {
  writeStored({ ...readStored(), page: String(page) });
}

const listQuery = (filters: SubmissionFilters) => ({
  queryKey: submissionKeys.list(filters),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchSubmissions(filters, signal),
});

/** Where the current submission sits in the dashboard list (index within its page). */
interface Position {
  id: string;
  index: number;
}

export function useDashboardContext(currentId: string) {
  const session = useSession();
  const user = session.data;
  const tenants = user?.tenants ?? NO_TENANTS;
  const isAdmin = user?.role === 'admin';
  const implicitTenant = tenants.length === 1 && !isAdmin ? tenants[0]!.slug : null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const [stored, setStored] = useState(readStored);
  const params = useMemo(
    () => resolveDashboardParams(new URLSearchParams(), stored, tenants, isAdmin),
    [stored, tenants, isAdmin],
  );
  const search = dashboardSearch(params, new URLSearchParams(), implicitTenant).toString();
  const backTo = search ? `/dashboard?${search}` : '/dashboard';

  // The same query (key and call) as the dashboard's list, so a list the dashboard just showed comes from the cache.
  const filters = useMemo(() => filtersFor(params), [params]);
  const list = useQuery({ ...listQuery(filters), enabled: Boolean(user), refetchOnWindowFocus: false });
  const ids = useMemo(() => list.data?.submissions.map((s) => s.id) ?? [], [list.data]);

  // Remember where the submission was: after it left the list (e.g. marked as spam) j/k go on from there.
  const lastPosition = useRef<Position | null>(null);
  const index = ids.indexOf(currentId);
  useEffect(() => {
    if (index >= 0) lastPosition.current = { id: currentId, index };
  }, [currentId, index]);
  const known = index >= 0 || lastPosition.current?.id === currentId;

  const go = useCallback(
    async (direction: 1 | -1) => {
      if (!list.data) return;
      let target: number;
      if (index >= 0) target = index + direction;
      else if (lastPosition.current?.id === currentId)
        target = direction === 1 ? lastPosition.current.index : lastPosition.current.index - 1;
      else return;

      const sameList = ids[target];
      if (target >= 0 && sameList) {
        navigate(`/submissions/${sameList}`);
        return;
      }
      // Across the page boundary: both pages read afresh, so requests that arrived or left since this page
      // was shown (the inbox is live) do not shift the step: the neighbour is the one beside the current
      // request in today's list, on whichever page it now stands.
      const nextPage = params.page + direction;
      if (nextPage < 1 || (direction === 1 && !list.data.pagination.hasNextPage)) return;
      const read = (f: SubmissionFilters) =>
        queryClient.fetchQuery({ ...listQuery(f), staleTime: 0 }).catch(() => null);
      const [fresh, neighbour] = await Promise.all([read(filters), read({ ...filters, page: nextPage })]);
      if (!fresh || !neighbour) return;
      const pages = direction === 1 ? [fresh, neighbour] : [neighbour, fresh];
      const inOrder = pages.flatMap((p) => p.submissions.map((s) => s.id));
      const here = inOrder.indexOf(currentId);
      // The current request left both pages: go on from where the page boundary is.
      const candidate =
        here >= 0
          ? inOrder[here + direction]
          : direction === 1
            ? neighbour.submissions.find((s) => !ids.includes(s.id))?.id
            : neighbour.submissions.findLast((s) => !ids.includes(s.id))?.id;
      if (!candidate) return;
      if (neighbour.submissions.some((s) => s.id === candidate)) {
        storePage(nextPage);
        setStored((current) => ({ ...current, page: storedValuesFor({ ...params, page: nextPage }).page }));
      }
      navigate(`/submissions/${candidate}`);
    },
    [list.data, index, currentId, ids, params, filters, queryClient, navigate],
  );

  return { backTo, known, next: () => go(1), previous: () => go(-1) };
}
