// The magic-link grant (DESIGN §5): after the page's POST consumed a link, the browser holds a cookie that
// lets it read that one submission (detail again on reload, its file through decryptFile) for 30 minutes.
// Signed entries `<submissionId>.<expiresMs>.<tokenRowId>.<hmac>` (signedCookieList.ts), each checked on its
// own. The recipient's address is not in it; it is read from the consumed token row when needed.
// One cookie keeps the last few grants, so a recipient opening several notifications in one browser can
// still reload the first tab.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KeyedHasher } from '../services/ipHash.ts';
import { addSignedEntry, type SignedCookieList, signedEntries } from './signedCookieList.ts';

export const MAGIC_GRANT_COOKIE = 'pd_magic';
export const MAGIC_GRANT_MS = 30 * 60 * 1000;

const MAGIC_GRANTS: SignedCookieList = {
  cookie: MAGIC_GRANT_COOKIE,
  purpose: 'magic-grant',
  lifetimeMs: MAGIC_GRANT_MS,
  maxEntries: 5,
};

export type MagicGrant = { submissionId: string; tokenId: string; expiresAt: Date; value: string };

/** The request's grant for exactly this submission, or null (missing, forged, expired, another one's). */
export function magicGrantFor(
  request: FastifyRequest,
  keyedHash: KeyedHasher,
  submissionId: string,
  now = new Date(),
): MagicGrant | null {
  const id = submissionId.toLowerCase();
  const entry = signedEntries(MAGIC_GRANTS, request, keyedHash, now).find(
    (e) => e.ids.length === 2 && e.ids[0] === id,
  );
  return entry
    ? { submissionId: id, tokenId: entry.ids[1]!, expiresAt: entry.expiresAt, value: entry.value }
    : null;
}

export function setMagicGrant(
  request: FastifyRequest,
  reply: FastifyReply,
  keyedHash: KeyedHasher,
  grant: { submissionId: string; tokenId: string },
  options: { secure: boolean; now?: Date },
) {
  addSignedEntry(MAGIC_GRANTS, request, reply, keyedHash, [grant.submissionId, grant.tokenId], options);
}
