import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './ApiError.ts';

// A failed call is asked again twice, 1 s and then 2 s later (the dashboard's polling counts only what
// still fails after that).
const MAX_RETRIES = 2;
const RETRY_BASE_MS = 1_000;

// A 4xx will not change by asking again; network failures and 5xx may.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      retryDelay: (failures) => RETRY_BASE_MS * 2 ** failures,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
