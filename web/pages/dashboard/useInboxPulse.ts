import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { fetchInbox, submissionKeys } from '../../api/submissions.ts';

/** How often an open dashboard asks whether something came in (issue 28: new requests within 5 s). */
export const INBOX_PULSE_MS = 4_000;

/**
 * The live inbox: asks the server every few seconds (one cheap background call, also while the tab is hidden,
 * so its title can count) and calls `onArrival` when a newer request came in than the last answer said.
 * Failures stay quiet: the list's own polling shows connection problems. Returns the unopened count.
 */
export function useInboxPulse(tenant: string | null, onArrival: () => void): number {
  const query = useQuery({
    queryKey: submissionKeys.inbox(tenant),
    queryFn: ({ signal }) => fetchInbox(tenant, signal),
    refetchInterval: INBOX_PULSE_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const latest = query.data?.latest;
  const seen = useRef<{ tenant: string | null; latest: string | null } | null>(null);
  const arrival = useRef(onArrival);
  arrival.current = onArrival;
  useEffect(() => {
    if (latest === undefined) return;
    const before = seen.current;
    seen.current = { tenant, latest };
    if (before && before.tenant === tenant && before.latest !== latest) arrival.current();
  }, [tenant, latest]);
  return query.data?.unopened ?? 0;
}
