// Every internal reception link keeps the practice (`?tenant=<slug>`, DESIGN §4): without it the next page
// would fall back to the host's or the default practice.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { tenantSlugFrom } from '../../../../common/reception/publicTenantRequest.ts';

/** `path` with `?tenant=<slug>` added (before any #fragment); unchanged when there is no slug. */
export function receptionLink(path: string, slug: string | null): string {
  if (!slug) return path;
  const hashIndex = path.indexOf('#');
  const base = hashIndex === -1 ? path : path.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : path.slice(hashIndex);
  const [pathname, query = ''] = base.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('tenant', slug);
  return `${pathname}?${params.toString()}${hash}`;
}

/** A link builder bound to the practice of the current address: `link(RECEPTION_PATHS.booking)`. */
export function useReceptionLink(): (path: string) => string {
  const [searchParams] = useSearchParams();
  const slug = tenantSlugFrom(searchParams);
  return useCallback((path: string) => receptionLink(path, slug), [slug]);
}
