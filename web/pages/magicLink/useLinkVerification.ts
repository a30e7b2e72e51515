import { type RefObject, useEffect, useRef, useState } from 'react';
import { fetchPublicKey, type VerifyOutcome, verifySubmissionToken } from './verifyToken.ts';

export type LinkState = { status: 'missing' } | { status: 'checking' } | ({ status: 'done' } & VerifyOutcome);

/** The public key, asked once (again only while none came, e.g. the server was not reachable). */
async function keyOf(cache: RefObject<string>): Promise<string> {
  cache.current ||= await fetchPublicKey();
  return cache.current;
}

export interface LinkVerification {
  state: LinkState;
  /** The 6-digit code instead of the link's token; the outcome also becomes the page's state on success. */
  verifyCode: (code: string) => Promise<VerifyOutcome>;
}

/**
 * Verifies the link's token once per page load (only this POST consumes it: a mail scanner's GET of the page
 * consumes nothing, DESIGN §5). A reload posts the same token again; the server answers it for the browser
 * holding the grant cookie. Nothing is stored on the client.
 */
export function useLinkVerification(id: string | undefined, token: string | null): LinkVerification {
  const complete = Boolean(id && token);
  const [state, setState] = useState<LinkState>({ status: complete ? 'checking' : 'missing' });
  const started = useRef(false);
  const publicKey = useRef('');

  useEffect(() => {
    // Once per load, also when development mode runs effects twice.
    if (!id || !token || started.current) return;
    started.current = true;
    void (async () => {
      const outcome = await verifySubmissionToken(await keyOf(publicKey), id, token);
      setState({ status: 'done', ...outcome });
    })();
  }, [id, token]);

  async function verifyCode(code: string) {
    const outcome = await verifySubmissionToken(await keyOf(publicKey), id ?? '', code);
    if (outcome.kind === 'granted') {
      // The used code takes the token's place in the address, so a reload opens the submission again on this
      // browser's grant (as it does for a used link) instead of refusing the broken token once more. Outside
      // the router: the page must not start over.
      const url = new URL(window.location.href);
      url.searchParams.set('token', code);
      window.history.replaceState(window.history.state, '', url);
      setState({ status: 'done', ...outcome });
    }
    return outcome;
  }

  return { state, verifyCode };
}
