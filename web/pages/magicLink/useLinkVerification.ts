import { type RefObject, useRef, useState } from 'react';
import { type RenewOutcome, renewSubmissionToken } from './renewToken.ts';
import { fetchPublicKey, type VerifyOutcome, verifySubmissionToken } from './verifyToken.ts';

export type LinkState =
  | { status: 'missing' }
  /** A complete link, not yet used: waiting for the person's click ("Anfrage öffnen"). */
  | { status: 'ready' }
  | { status: 'checking' }
  | ({ status: 'done' } & VerifyOutcome);

/** The public key, asked once (again only while none came, e.g. the server was not reachable). */
async function keyOf(cache: RefObject<string>): Promise<string> {
  cache.current ||= await fetchPublicKey();
  return cache.current;
}

export interface LinkVerification {
  state: LinkState;
  /** Uses the link's token. Call it from a person's click only (OpenPrompt): it is what consumes the link. */
  open: () => Promise<void>;
  /** The 6-digit code instead of the link's token; the outcome also becomes the page's state on success. */
  verifyCode: (code: string) => Promise<VerifyOutcome>;
  /** A new link to the used or expired link's recipient (issue 28). From a person's click only. */
  renew: () => Promise<RenewOutcome>;
}

/**
 * The magic link's one consuming call, made only when asked (issue 27): mail scanners render links in
 * headless browsers, running scripts and timers, so nothing happens on load, on focus or after a delay.
 * Opening the link again in this browser (a reload) posts the used token once more; the server answers it
 * for the browser holding the grant cookie. Nothing is stored on the client.
 */
export function useLinkVerification(id: string | undefined, token: string | null): LinkVerification {
  const [state, setState] = useState<LinkState>({ status: id && token ? 'ready' : 'missing' });
  const pending = useRef(false);
  const publicKey = useRef('');

  async function open() {
    if (!id || !token || pending.current) return;
    pending.current = true;
    setState({ status: 'checking' });
    const outcome = await verifySubmissionToken(await keyOf(publicKey), id, token);
    pending.current = false;
    setState({ status: 'done', ...outcome });
  }

  async function verifyCode(code: string) {
    const outcome = await verifySubmissionToken(await keyOf(publicKey), id ?? '', code);
    if (outcome.kind === 'granted') {
      // The used code takes the token's place in the address, so opening it again (after a reload) goes
      // through this browser's grant (as it does for a used link) instead of refusing the broken token once
      // more. Outside the router: the page must not start over.
      const url = new URL(window.location.href);
      url.searchParams.set('token', code);
      window.history.replaceState(window.history.state, '', url);
      setState({ status: 'done', ...outcome });
    }
    return outcome;
  }

  async function renew() {
    return renewSubmissionToken(await keyOf(publicKey), id ?? '', token ?? '');
  }

  return { state, open, verifyCode, renew };
}
