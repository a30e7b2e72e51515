import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { keepSigning, keptSigning, tokenFromHash, tokenFromState } from './signingToken.ts';

/**
 * The token of this visit: the mail link's `#t=` first (the newest), else the route state, else the one this tab
 * kept. The hash is taken out of the address bar at once, so the token does not stay in the history, a bookmark
 * or a screenshot; the token itself is kept in sessionStorage for a reload.
 */
export function useSigningToken(tenantSlug: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const [entry] = useState(() => {
    const kept = keptSigning(tenantSlug);
    const fresh = tokenFromHash(location.hash) ?? tokenFromState(location.state);
    if (!fresh) return kept ?? null;
    return { token: fresh, done: kept?.token === fresh && kept.done };
  });

  useEffect(() => {
    if (entry) keepSigning(tenantSlug, entry);
  }, [tenantSlug, entry]);

  const { hash, pathname, search, state } = location;
  useEffect(() => {
    if (tokenFromHash(hash)) navigate({ pathname, search }, { replace: true, state });
  }, [hash, pathname, search, state, navigate]);

  return {
    token: entry?.token ?? null,
    /** Every document was answered on an earlier visit of this tab: the link has ended. */
    finishedBefore: entry?.done ?? false,
    /** After the last answer: a reload shows the thanks, not an expired link. */
    markDone: () => {
      if (entry) keepSigning(tenantSlug, { token: entry.token, done: true });
    },
  };
}
