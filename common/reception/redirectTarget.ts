// Where the thank-you page sends the patient after its countdown (spec 002 §2): `from`, else the practice's
// website, else "/". Only web addresses and local paths count, so a crafted link cannot run script
// ("javascript:") or smuggle another host in ("//evil.example").

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The value when it is an http(s) address or a path on this site; null otherwise. */
export function safeTarget(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed || hasControlCharacter(trimmed)) return null;
  if (trimmed.startsWith('/')) {
    return trimmed.startsWith('//') || trimmed.startsWith('/\\') ? null : trimmed;
  }
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function thankYouTarget(from: string | null, website: string): string {
  return safeTarget(from) ?? safeTarget(website) ?? '/';
}

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
