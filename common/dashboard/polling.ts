// Dashboard polling (spec 000 §9): 120 s without errors, 60 s × 2^errors after errors, stop at 3.

export const POLL_INTERVAL_MS = 120_000;
export const POLL_ERROR_BASE_MS = 60_000;
export const MAX_CONSECUTIVE_ERRORS = 3;
export const STATS_DELAY_MS = 1_000;
export const LIST_DEBOUNCE_MS = 300;
export const FUNCTION_TIMEOUT_MS = 10_000;
export const SUCCESS_MESSAGE_MS = 3_000;

/** Milliseconds until the next poll, or null when polling has stopped. */
export function pollDelay(consecutiveErrors: number): number | null {
  if (consecutiveErrors >= MAX_CONSECUTIVE_ERRORS) return null;
  if (consecutiveErrors <= 0) return POLL_INTERVAL_MS;
  return POLL_ERROR_BASE_MS * 2 ** consecutiveErrors;
}

/** A connection problem rather than an answer (spec 000 §8: the text mentions failed to fetch, connection or network). */
export function isConnectionErrorText(message: string): boolean {
  return /failed to fetch|connection|network|verbindung|netzwerk/i.test(message);
}

/** A proxy or load balancer answering for a server that is away (stopped, overloaded, restarting). */
export const isGatewayStatus = (status: number) => status === 502 || status === 503 || status === 504;
