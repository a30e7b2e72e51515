import type { QueryClient } from '@tanstack/react-query';
import { loginPathFor } from '../../common/safeRedirect.ts';
import { resetClientState } from './clientState.ts';

interface CurrentLocation {
  pathname: string;
  search: string;
}

/**
 * What the client does when any call answers 401 mid-use (DESIGN §5): forget the user's data and stored
 * filters, then open the login screen, which brings the user back here after signing in again.
 */
export function handleSessionExpired(
  queryClient: QueryClient,
  location: CurrentLocation,
  navigate: (to: string) => void,
): void {
  // Several calls may fail at once; the first one already sent the browser to the login screen.
  if (location.pathname === '/login') return;
  // The magic-link page (/submission/…) is public: an expired 30-minute grant is no ended staff session.
  if (location.pathname.startsWith('/submission/')) return;
  // Navigate before clearing, as in useLogout: the pages render again only after both are done.
  navigate(loginPathFor(location));
  resetClientState(queryClient);
}
