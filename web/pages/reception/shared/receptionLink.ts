// Every internal reception link keeps the practice (`?tenant=<slug>`, DESIGN §4): without it the next page
// would fall back to the host's or the default practice. A language the patient chose (`?lang=`) goes along
// too, so the next page speaks it.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { tenantSlugFrom } from '../../../../common/reception/publicTenantRequest.ts';

/** The address parameter that names the patient's language (PatientLanguage.tsx). */
export const LANGUAGE_PARAM = 'lang';

/** `path` with `?tenant=<slug>` (and `lang=`) added (before any #fragment); unchanged when there is neither. */
export function receptionLink(path: string, slug: string | null, language: string | null = null): string {
  if (!slug && !language) return path;
  const hashIndex = path.indexOf('#');
  const base = hashIndex === -1 ? path : path.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : path.slice(hashIndex);
  const [pathname, query = ''] = base.split('?', 2);
  const params = new URLSearchParams(query);
  if (slug) params.set('tenant', slug);
  if (language) params.set(LANGUAGE_PARAM, language);
  return `${pathname}?${params.toString()}${hash}`;
}

/** A link builder bound to the practice (and chosen language) of the current address. */
export function useReceptionLink(): (path: string) => string {
  const [searchParams] = useSearchParams();
  const slug = tenantSlugFrom(searchParams);
  const language = searchParams.get(LANGUAGE_PARAM);
  return useCallback((path: string) => receptionLink(path, slug, language), [slug, language]);
}
