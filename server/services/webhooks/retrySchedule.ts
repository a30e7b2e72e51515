// When a failed delivery is tried again: attempt n waits base·4^(n-1) seconds (±20 % jitter, so receivers
// that came back are not hit by every sender at once), never more than 12 hours, and not beyond 3 days after
// the delivery was created; then it fails for good. A 429's Retry-After is followed as the receiver asks.
export const MAX_RETRY_DELAY_SECONDS = 12 * 60 * 60;
export const RETRY_WINDOW_DAYS = 3;

/** Seconds to wait after the `attempts`-th failed attempt. */
export function retryDelaySeconds(baseSeconds: number, attempts: number, random: () => number = Math.random) {
  const plain = baseSeconds * 4 ** Math.max(0, attempts - 1);
  const jittered = plain * (0.8 + 0.4 * random());
  return Math.min(MAX_RETRY_DELAY_SECONDS, Math.max(1, Math.round(jittered)));
}

/** Retry-After as delta seconds or an HTTP date; null when absent or unreadable. Capped at 12 hours. */
export function retryAfterSeconds(header: string | undefined, now: Date): number | null {
  const value = header?.trim();
  if (!value) return null;
  let seconds: number;
  if (/^\d+$/.test(value)) seconds = Number(value);
  else {
    const at = Date.parse(value);
    if (Number.isNaN(at)) return null;
    seconds = Math.ceil((at - now.getTime()) / 1000);
  }
  return Math.min(MAX_RETRY_DELAY_SECONDS, Math.max(0, seconds));
}
