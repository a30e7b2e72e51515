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
      if (index >= 0) {
        const sameList = ids[index + direction];
        if (sameList) {
          navigate(`/submissions/${sameList}`);
          return;
        }
        // At the edge of the first page, or of the last one: nowhere to go, nothing to ask.
        if (direction === -1 ? params.page === 1 : !list.data.pagination.hasNextPage) return;
      } else if (lastPosition.current?.id !== currentId) return;
      // Across the page boundary, or the request is no longer where this page was last read: the inbox is live,
      // so requests arrive and leave while staff read (a new one pushes the last of a page onto the next). This
      // page and its neighbours are read afresh and the step is taken in today's list, from the current request
      // on whichever page it now stands, or from where it stood when it left the list (e.g. marked as spam).
      // From the edge of the page: it and the neighbour; from a place no longer on it: it and both neighbours.
      const around =
        index >= 0
          ? [params.page, params.page + direction].sort((a, b) => a - b)
          : [params.page - 1, params.page, params.page + 1];
      const pages = around.filter((page) => page >= 1);
      const read = (page: number) =>
        queryClient.fetchQuery({ ...listQuery({ ...filters, page }), staleTime: 0 }).catch(() => null);
      const fresh = await Promise.all(pages.map(read));
      if (fresh.some((result) => !result)) return;
      const inOrder = pages.flatMap((page, i) => fresh[i]!.submissions.map(({ id }) => ({ id, page })));
      const here = inOrder.findIndex(({ id }) => id === currentId);
      const left = lastPosition.current;
      // Left the list: its old place on this page, now taken by the next older one.
      const beforeThisPage = inOrder.filter(({ page }) => page < params.page).length;
      const from =
        here >= 0 ? here + direction : left ? beforeThisPage + left.index + (direction === 1 ? 0 : -1) : -1;
      const target = inOrder[from];
      if (!target || target.id === currentId) return;
      if (target.page !== params.page) {
        storePage(target.page);
        setStored((current) => ({
          ...current,
          page: storedValuesFor({ ...params, page: target.page }).page,
        }));
      }
      navigate(`/submissions/${target.id}`);
    },
    [list.data, index, currentId, ids, params, filters, queryClient, navigate],
  );

  return { backTo, known, next: () => go(1), previous: () => go(-1) };
}
