// The single-use anamnese token of the request just sent (submitForm answers it for the booking ways that
// offer the anamnese). It waits in this tab's sessionStorage, past the submission-success page and a reload,
// until the anamnese page takes it into its draft; one request at a time, so a newer request replaces it.
import { anamneseTokenKey } from '../../../../common/storageKeys.ts';

export function keepAnamneseToken(tenantSlug: string, submissionId: string, token: string): void {
  try {
    sessionStorage.setItem(anamneseTokenKey(tenantSlug), JSON.stringify({ submissionId, token }));
  } catch {
    // Storage blocked: the request is sent all the same; only its anamnese cannot follow.
  }
}

/** The kept token of this request, if it is the one kept. */
export function keptAnamneseToken(tenantSlug: string, submissionId: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(anamneseTokenKey(tenantSlug)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const kept = parsed as Record<string, unknown>;
    return kept.submissionId === submissionId && typeof kept.token === 'string' && kept.token
      ? kept.token
      : undefined;
  } catch {
    return undefined;
  }
}

/** Drops the kept token of this request (the draft holds it now); a newer request's token stays. */
export function forgetAnamneseToken(tenantSlug: string, submissionId: string): void {
  if (!keptAnamneseToken(tenantSlug, submissionId)) return;
  try {
    sessionStorage.removeItem(anamneseTokenKey(tenantSlug));
  } catch {
    // Nothing to clean up when storage is blocked.
  }
}
