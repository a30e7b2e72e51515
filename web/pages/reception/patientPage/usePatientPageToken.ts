import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { entryFor, type KeptPage, keepPage, keptPage, tokenFromHash } from './patientPageToken.ts';

/**
 * The token of this visit: the mail link's `#t=` first (the newest), else the one this tab kept. The hash is
 * taken out of the address bar at once (keeping `?tenant&lang`), so the token does not stay in the history, a
 * bookmark or a screenshot; token and opened request are kept in sessionStorage for a reload.
 */
export function usePatientPageToken(tenantSlug: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const [entry, setEntry] = useState<KeptPage | null>(() =>
    entryFor(tokenFromHash(location.hash), keptPage(tenantSlug)),
  );

  useEffect(() => {
    if (entry) keepPage(tenantSlug, entry);
  }, [tenantSlug, entry]);

  const { hash, pathname, search, state } = location;
  useEffect(() => {
    const fresh = tokenFromHash(hash);
    if (!fresh) return;
    // Another mail's link opened in this tab changes only the hash: the page takes its token over.
    setEntry((current) => (current?.token === fresh ? current : entryFor(fresh, current ?? undefined)));
    navigate({ pathname, search }, { replace: true, state });
  }, [hash, pathname, search, state, navigate]);

  /** The request the server opened; null when its session ended (a reload then asks for a click again). */
  const setRequestId = useCallback(
    (requestId: string | null) => setEntry((kept) => (kept ? { ...kept, requestId } : kept)),
    [],
  );

  return { token: entry?.token ?? null, requestId: entry?.requestId ?? null, setRequestId };
}
