// A cookie holding a few signed grants, each `<uuid>.<expiresMs>[.<uuid>…].<hmac>` and `~`-separated: the
// magic-link grant (magicGrant.ts) and the patient page's session and device cookies (patientGrants.ts).
// Stateless: each entry is checked on its own, newest first; forged, expired or too long-lived ones are
// dropped. HttpOnly and SameSite=Strict: only our own pages' fetches send it, even when a mail opened them.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KeyedHasher } from '../services/ipHash.ts';

export type SignedCookieList = {
  cookie: string;
  /** The keyed-hash purpose: one cookie's entries are no other's. */
  purpose: string;
  lifetimeMs: number;
  maxEntries: number;
};

export type SignedEntry = { ids: string[]; expiresAt: Date; value: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function signedEntries(
  list: SignedCookieList,
  request: FastifyRequest,
  keyedHash: KeyedHasher,
  now: Date,
): SignedEntry[] {
  const cookie = request.cookies[list.cookie];
  if (!cookie) return [];
  return cookie
    .split('~')
    .slice(0, list.maxEntries)
    .flatMap((value) => {
      const parts = value.split('.');
      if (parts.length < 3) return [];
      const mac = parts.pop()!;
      const [first, expiresMs, ...rest] = parts as [string, string, ...string[]];
      const ids = [first, ...rest];
      if (!ids.every((id) => UUID.test(id)) || !/^\d{1,15}$/.test(expiresMs)) return [];
      const expected = Buffer.from(keyedHash(list.purpose, parts.join('.')));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
      const expiresAt = new Date(Number(expiresMs));
      if (expiresAt <= now || expiresAt.getTime() > now.getTime() + list.lifetimeMs) return [];
      return [{ ids, expiresAt, value }];
    });
}

/** Adds (or renews) the entry whose first id is ids[0], keeping the newest others. */
export function addSignedEntry(
  list: SignedCookieList,
  request: FastifyRequest,
  reply: FastifyReply,
  keyedHash: KeyedHasher,
  ids: string[],
  options: { secure: boolean; now?: Date },
) {
  const now = options.now ?? new Date();
  const lowered = ids.map((id) => id.toLowerCase());
  const expiresAt = new Date(now.getTime() + list.lifetimeMs);
  const payload = [lowered[0], expiresAt.getTime(), ...lowered.slice(1)].join('.');
  const kept = signedEntries(list, request, keyedHash, now)
    .filter((entry) => entry.ids[0] !== lowered[0])
    .slice(0, list.maxEntries - 1)
    .map((entry) => entry.value);
  reply.setCookie(list.cookie, [`${payload}.${keyedHash(list.purpose, payload)}`, ...kept].join('~'), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
    // The newest entry lives longest; older ones expire by their own signed time.
    expires: expiresAt,
  });
}
