// Reads the session cookie on every request and attaches the actor (or null). Route guards then say who may
// call a route; state-changing cookie requests must come from our own origin.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Actor, loadActor } from '../auth/actor.ts';
import { SESSION_COOKIE, touchSession } from '../auth/sessions.ts';
import type { Db } from '../db/connect.ts';
import { errors } from '../errors.ts';
import { isAdmin } from '../policies/policy.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerAuthentication(app: FastifyInstance, db: Db, publicOrigin: string) {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await touchSession(db, token);
    if (!session) return;
    request.actor = await loadActor(db, session.userId);
    if (request.actor && !SAFE_METHODS.has(request.method)) assertSameOrigin(request, publicOrigin);
  });
}

/** CSRF defence in depth beside SameSite=Lax: a browser always sends Origin on cross-site POSTs. */
function assertSameOrigin(request: FastifyRequest, publicOrigin: string) {
  const origin = request.headers.origin;
  if (!origin) return;
  const own = new Set([publicOrigin, `${request.protocol}://${request.headers.host}`]);
  if (!own.has(origin)) throw errors.originMismatch();
}

/**
 * For staff calls made outside the browser (spec 001 §7: decryptFile with a bearer token): a session token
 * as `Authorization: Bearer` counts like the cookie. Only routes that opt in read it, so the public key sent
 * as Bearer to the intake never costs a session lookup.
 */
export function bearerSessionOr401(db: Db) {
  return async (request: FastifyRequest) => {
    if (request.actor) return;
    const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const session = token ? await touchSession(db, token) : null;
    if (session) request.actor = await loadActor(db, session.userId);
    if (!request.actor) throw errors.unauthenticated();
  };
}

export async function requireUser(request: FastifyRequest) {
  if (!request.actor) throw errors.unauthenticated();
}

export async function requireAdmin(request: FastifyRequest) {
  if (!request.actor) throw errors.unauthenticated();
  if (!isAdmin(request.actor)) throw errors.forbidden();
}
