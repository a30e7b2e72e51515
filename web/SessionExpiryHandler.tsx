import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from './api/client.ts';
import { handleSessionExpired } from './api/sessionExpiry.ts';

/** Connects the API client's "401 mid-use" to the router: forget the user's data, open the login screen. */
export function SessionExpiryHandler() {
  const navigate = useNavigate();
  const location = useLocation();
  // The handler runs outside React's render: it reads the address at the moment the 401 arrives.
  const current = useRef({ location, navigate });
  current.current = { location, navigate };

  useLayoutEffect(() => {
    setUnauthorizedHandler(() => {
      // Only a screen that uses the query cache makes calls that can answer 401, so the cache's chunk is
      // loaded by then and this import resolves at once (it keeps TanStack Query out of the entry chunk).
      void import('./api/queryClient.ts').then(({ queryClient }) =>
        handleSessionExpired(queryClient, current.current.location, (to) => {
          current.current.navigate(to, { replace: true });
        }),
      );
    });
  }, []);
  return null;
}
