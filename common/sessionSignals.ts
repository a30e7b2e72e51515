// Names the server and the web client agree on about a session, without any schema (so the web's first load
// needs no zod for them).

/**
 * The web client sends this header (value "1") with polling and other requests no person asked for: they
 * never count as a user action, so they keep no idle session alive.
 */
export const BACKGROUND_REQUEST_HEADER = 'x-praxisdesk-background';
/**
 * Set beside the (HttpOnly) session cookie, readable by the page and holding nothing secret: without it the
 * login screen knows nobody is signed in and asks no session probe that would answer 401 in the console.
 */
export const SIGNED_IN_HINT_COOKIE = 'pd_signed_in';
export const SIGNED_IN_HINT_VALUE = '1';
/**
 * Whether a Cookie header (or document.cookie) holds the hint. One rule for the page, which probes the session
 * when it is there, and the server, which then names that probe as a preload: a preload the page does not
 * ask for is downloaded for nothing, and Chromium warns of it.
 */
export const hasSignedInHint = (cookies: string) =>
  cookies.split(';').some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=${SIGNED_IN_HINT_VALUE}`);
/**
 * The session probe. The back office's HTML names it as a preload when the hint is set (server/http/
 * routePreloads.ts), so its answer comes beside the scripts; both build the address from here, as a preload of
 * another address would be fetched twice.
 */
export const SESSION_PATH = '/api/auth/session';
