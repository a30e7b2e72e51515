import type { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_STORAGE_KEYS } from '../../common/storageKeys.ts';
import { SESSION_QUERY_KEY } from './queryKeys.ts';

/** Forgets the dashboard filters so the next person signing in at this desk starts fresh. */
export function clearStoredDashboardFilters(): void {
  for (const key of DASHBOARD_STORAGE_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage can be blocked (privacy settings); then there is nothing stored to clear.
    }
  }
}

/**
 * Drops everything the client knows about the signed-in user: stored filters and all cached server data.
 * The session is then known to be absent, so the login screen shows its form without asking the server again.
 */
export function resetClientState(queryClient: QueryClient): void {
  clearStoredDashboardFilters();
  queryClient.clear();
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
}
