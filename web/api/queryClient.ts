import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './ApiError.ts';

const MAX_RETRIES = 2;

// A 4xx will not change by asking again; network failures and 5xx may.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
