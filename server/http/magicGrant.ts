// The magic-link grant (DESIGN §5): after the page's POST consumed a link, the browser holds a cookie that
// lets it read that one submission (detail again on reload, its file through decryptFile) for 30 minutes.
// Stateless and signed: `<submissionId>.<expiresMs>.<tokenRowId>.<hmac>`, each grant checked on its own.
// The recipient's address is not in it; it is read from the consumed token row when needed.
// One cookie keeps the last few grants (`~`-separated), so a recipient opening several notifications in one
// browser can still reload the first tab.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KeyedHasher } from '../services/ipHash.ts';

export const MAGIC_GRANT_COOKIE = 'pd_magic';
export const MAGIC_GRANT_MS = 30 * 60 * 1000;
const MAX_GRANTS = 5;

export type MagicGrant = { submissionId: string; tokenId: string; expiresAt: Date; value: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const sign = (keyedHash: KeyedHasher, payload: string) => keyedHash('magic-grant', payload);

/** The cookie's valid grants: signed, unexpired, not further out than a fresh grant. */
function grantsOf(request: FastifyRequest, keyedHash: KeyedHasher, now: Date): MagicGrant[] {
  const cookie = request.cookies[MAGIC_GRANT_COOKIE];
  if (!cookie) return [];
  return cookie
    .split('~')
    .slice(0, MAX_GRANTS)
    .flatMap((value) => {
      const parts = value.split('.');
      if (parts.length !== 4) return [];
      const [id, expiresMs, tokenId, mac] = parts as [string, string, string, string];
      if (!UUID.test(id) || !UUID.test(tokenId) || !/^\d{1,15}$/.test(expiresMs)) return [];
      const expected = Buffer.from(sign(keyedHash, `${id}.${expiresMs}.${tokenId}`));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
      const expiresAt = new Date(Number(expiresMs));
      if (expiresAt <= now || expiresAt.getTime() > now.getTime() + MAGIC_GRANT_MS) return [];
      return [{ submissionId: id, tokenId, expiresAt, value }];
    });
}

/** The request's grant for exactly this submission, or null (missing, forged, expired, another one's). */
export function magicGrantFor(
  request: FastifyRequest,
  keyedHash: KeyedHasher,
  submissionId: string,
  now = new Date(),
): MagicGrant | null {
  const id = submissionId.toLowerCase();
  return grantsOf(request, keyedHash, now).find((g) => g.submissionId === id) ?? null;
}

export function setMagicGrant(
  request: FastifyRequest,
  reply: FastifyReply,
  keyedHash: KeyedHasher,
  grant: { submissionId: string; tokenId: string },
  options: { secure: boolean; now?: Date },
) {
  const now = options.now ?? new Date();
  const id = grant.submissionId.toLowerCase();
  const expiresAt = new Date(now.getTime() + MAGIC_GRANT_MS);
  const payload = `${id}.${expiresAt.getTime()}.${grant.tokenId}`;
  const kept = grantsOf(request, keyedHash, now)
    .filter((g) => g.submissionId !== id)
    .slice(0, MAX_GRANTS - 1)
    .map((g) => g.value);
  reply.setCookie(MAGIC_GRANT_COOKIE, [`${payload}.${sign(keyedHash, payload)}`, ...kept].join('~'), {
    path: '/',
    httpOnly: true,
    // Strict: only our own pages send it; the page's own fetches are same-site even when the mail was not.
    sameSite: 'strict',
    secure: options.secure,
    // The newest grant lives longest; older ones in the cookie expire by their own signed time.
    expires: expiresAt,
  });
}
