// The patient page's link token (issue 45) on this side of the address bar. It comes from the mail's link
// `#t=<token>` and waits in this tab's sessionStorage, with the request it opened, so a reload (or a language
// switch) keeps the page: the browser's cookie still opens the request, no new click or code is needed.
import { patientPageToken } from '../../../../common/patientPage/api.ts';

const storageKey = (tenantSlug: string) => `praxisdesk.patientPage.${tenantSlug}`;

/** The token and, once the server opened it, the request it belongs to. */
export type KeptPage = { token: string; requestId: string | null };

/** The token of the mail's link: `#t=<token>`; undefined for any other address. */
export function tokenFromHash(hash: string): string | undefined {
  if (!hash.startsWith('#')) return undefined;
  const token = new URLSearchParams(hash.slice(1)).get('t')?.trim();
  return token || undefined;
}

/** A token of the server's shape: a link cut short by a mail program is known to fail before any request. */
export const isPatientPageToken = (token: string) => patientPageToken.safeParse(token).success;

/** What the tab kept: the fresh token wins; the kept request only counts for the same token. */
export function entryFor(fresh: string | undefined, kept: KeptPage | undefined): KeptPage | null {
  if (!fresh) return kept ?? null;
  return { token: fresh, requestId: kept?.token === fresh ? kept.requestId : null };
}

export function keptPage(tenantSlug: string): KeptPage | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey(tenantSlug)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { token, requestId } = parsed as Record<string, unknown>;
    if (typeof token !== 'string' || !token) return undefined;
    return { token, requestId: typeof requestId === 'string' && requestId ? requestId : null };
  } catch {
    return undefined;
  }
}

export function keepPage(tenantSlug: string, kept: KeptPage): void {
  try {
    sessionStorage.setItem(storageKey(tenantSlug), JSON.stringify(kept));
  } catch {
    // Storage blocked: the page works until it is reloaded.
  }
}

/**
 * Where a task's button leads (the anamnese or the signing page): only an address of this site, so a changed
 * answer cannot send the patient elsewhere; null otherwise.
 */
export function taskTarget(url: string, origin: string): string | null {
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : null;
  } catch {
    return null;
  }
}
