// Public functions take the public website key in an `apikey` header or as `Authorization: Bearer`;
// a logged-in staff session works too (spec 002 §6).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

function sameKey(given: string | undefined, key: string) {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function requirePublicKey(anonKey: string) {
  return async (request: FastifyRequest) => {
    if (request.actor) return;
    const header = request.headers.apikey;
    const apikey = Array.isArray(header) ? header[0] : header;
    const bearer = request.headers.authorization?.replace(/^Bearer\s+/i, '');
    if (sameKey(apikey, anonKey) || sameKey(bearer, anonKey)) return;
    throw new AppError(
      'INVALID_API_KEY',
      401,
      apikey || bearer
        ? 'Der übermittelte API-Schlüssel ist ungültig.'
        : 'Es fehlt der API-Schlüssel (Header „apikey“ oder „Authorization: Bearer“).',
    );
  };
}
