import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './queryClient.ts';

/**
 * The app's one query cache, given to the screens that use TanStack Query (web/lazyPage.tsx). Not in the entry
 * chunk: the magic-link view uses no queries and so never downloads TanStack Query (11 KB gzip).
 */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
