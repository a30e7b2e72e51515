// The failure page's `error` text. Where the thank-you and failure pages may send the patient is decided by
// common/intake/allowedRedirect.ts (issue 13: only places of the practice, never "/").

/** Longer texts in the address are not a message from us (and would only fill the page). */
const MAX_ERROR_CHARS = 500;

/**
 * The `error` of the failure page, decoded for display (spec 002 §2). URLSearchParams decodes once; websites
 * sometimes encode twice, so a remaining %XX sequence is decoded again when that is valid.
 */
export function decodeErrorParam(raw: string | null): string {
  if (!raw) return '';
  let text = raw;
  if (/%[0-9a-f]{2}/i.test(text)) {
    try {
      text = decodeURIComponent(text);
    } catch {
      // Not valid percent-encoding: shown as it came.
    }
  }
  text = text.trim();
  return text.length > MAX_ERROR_CHARS ? `${text.slice(0, MAX_ERROR_CHARS)} …` : text;
}
