// Reads the session cookie on every request (but for routes configured `withoutSession`) and attaches the actor
// (or null). Route guards then say who may call a route; state-changing cookie requests must come from our own
// origin.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '../../common/sessionSignals.ts';
import { type Actor, loadActor } from '../auth/actor.ts';
import {
  BACKGROUND_HEADER,
  SESSION_COOKIE,
  type SessionPolicy,
  type SessionState,
  touchSession,
} from '../auth/sessions.ts';
import type { Db } from '../db/connect.ts';
import { errors } from '../errors.ts';
import { isAdmin } from '../policies/policy.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** The signed-in session's ends (absolute and by idleness), for the session probe. */
    session: SessionState | null;
  }
  interface FastifyInstance {
    sessionPolicy: SessionPolicy;
  }
  interface FastifyContextConfig {
    /** The route answers everyone alike (the build's assets): no session look-up for it. */
    withoutSession?: boolean;
  }
}

/** Polling marked by the web client: it keeps no session alive (idle timeout). */
const isBackground = (request: FastifyRequest) => request.headers[BACKGROUND_HEADER] === '1';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerAuthentication(
  app: FastifyInstance,
  db: Db,
  publicOrigin: string,
  policy: SessionPolicy,
) {
  app.decorate('sessionPolicy', policy);
  app.decorateRequest('actor', null);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    const write = !SAFE_METHODS.has(request.method);
    // Every write to our own API — the login too, which has no session yet (login CSRF) — comes from our
    // pages and as JSON: a foreign page's form post cannot be one.
    if (write && request.url.startsWith('/api/')) {
      assertSameOrigin(request, publicOrigin);
      assertJsonBody(request);
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token || request.routeOptions.config.withoutSession) return;
    const session = await touchSession(db, token, policy, { background: isBackground(request) });
    if (!session) {
      // Ended or unknown: the browser forgets it, and the page's hint with it.
      clearSessionCookies(reply);
      return;
    }
    request.session = session;
    request.actor = await loadActor(db, session.userId);
    if (request.actor && write) assertSameOrigin(request, publicOrigin);
  });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
}

/**
 * CSRF defence in depth beside SameSite=Lax: a browser always sends Origin on cross-site POSTs, and
 * Sec-Fetch-Site where Origin may be missing.
 */
function assertSameOrigin(request: FastifyRequest, publicOrigin: string) {
  if (request.headers['sec-fetch-site'] === 'cross-site') throw errors.originMismatch();
  const origin = request.headers.origin;
  if (!origin) return;
  const own = new Set([publicOrigin, `${request.protocol}://${request.headers.host}`]);
  if (!own.has(origin)) throw errors.originMismatch();
}

/** A body, when there is one, must be JSON: form encodings are what a foreign page can send without asking. */
function assertJsonBody(request: FastifyRequest) {
  const type = request.headers['content-type'];
  if (type && !/^application\/json\b/i.test(type)) throw errors.jsonOnly();
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
    const session = token
      ? await touchSession(db, token, request.server.sessionPolicy, { background: isBackground(request) })
      : null;
    if (session) {
      request.session = session;
      request.actor = await loadActor(db, session.userId);
    }
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
