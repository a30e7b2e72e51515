// The signing link's token (issue 30) on this side of the address bar: it comes from the route state (after a
// request, common/consent/api.ts: submitForm's `consentToken`) or from the mail's link `#t=<token>`, and waits in
// this tab's sessionStorage so a reload (or a language switch, which drops the route state) keeps the page. Once
// every document is answered the server ends the link; the kept entry then says "done", so a reload or the
// browser's back button shows the thanks instead of an expired link.

const storageKey = (tenantSlug: string) => `praxisdesk.consent.signing.${tenantSlug}`;

type Kept = { token: string; done: boolean };

/** The token of a route state `{ consentToken }` (SigningEntryState), if it is one. */
export function tokenFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { consentToken } = state as Record<string, unknown>;
  return typeof consentToken === 'string' && consentToken ? consentToken : undefined;
}

/** The token of the mail's link: `#t=<token>`. */
export function tokenFromHash(hash: string): string | undefined {
  if (!hash.startsWith('#')) return undefined;
  const token = new URLSearchParams(hash.slice(1)).get('t')?.trim();
  return token || undefined;
}

export function keptSigning(tenantSlug: string): Kept | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey(tenantSlug)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { token, done } = parsed as Record<string, unknown>;
    return typeof token === 'string' && token ? { token, done: done === true } : undefined;
  } catch {
    return undefined;
  }
}

export function keepSigning(tenantSlug: string, kept: Kept): void {
  try {
    sessionStorage.setItem(storageKey(tenantSlug), JSON.stringify(kept));
  } catch {
    // Storage blocked: the page works until it is reloaded.
  }
}

export function forgetSigning(tenantSlug: string): void {
  try {
    sessionStorage.removeItem(storageKey(tenantSlug));
  } catch {
    // Nothing kept when storage is blocked.
  }
}

/** A request's answer is done with signing: the success page need not offer it again. */
export const signingDone = (tenantSlug: string, token: string) => {
  const kept = keptSigning(tenantSlug);
  return kept?.token === token && kept.done;
};

// submitForm's answer → the success page. The booking forms hand only the request's id on to their success
// navigation, so the token waits here, in this page's memory (never in storage), for useGoToSubmissionSuccess
// to put it into the route state.
const requestTokens = new Map<string, string>();

export function rememberRequestToken(submissionId: string, token: string): void {
  requestTokens.set(submissionId, token);
}

export const requestToken = (submissionId: string): string | undefined => requestTokens.get(submissionId);
