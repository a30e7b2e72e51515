// The failure page's `error` (issue 43): webflow-submit's redirect carries the error's stable id, never a text,
// and the page shows the patient's catalogue text for its kind. Anything else in the address — an unknown id,
// or free text from a crafted link or an old redirect — shows the general causes, so nobody can put their own
// words ("Bitte überweisen Sie …") on a page beside the practice's phone and e-mail.

/** What the patient is told, by kind; the texts are `reception.failure.reasons` in each patient catalogue. */
export type FailureReason = 'input' | 'practice' | 'tooMany' | 'refused' | 'unavailable';

const REASON_OF_ERROR: Record<string, FailureReason> = {
  VALIDATION_ERROR: 'input',
  FORM_TOO_LARGE: 'input',
  PAYLOAD_TOO_LARGE: 'input',
  BAD_REQUEST: 'input',
  BAD_URL: 'input',
  UNSUPPORTED_MEDIA_TYPE: 'input',
  FILES_NOT_ACCEPTED: 'input',
  TENANT_NOT_FOUND: 'practice',
  RATE_LIMITED: 'tooMany',
  IP_BLOCKED: 'refused',
  ORIGIN_MISMATCH: 'refused',
  SERVER_BUSY: 'unavailable',
  INTERNAL: 'unavailable',
};

/** The kind of a redirect's error id, or null (no id, unknown id, free text). */
export function failureReason(error: string | null): FailureReason | null {
  if (!error || !Object.hasOwn(REASON_OF_ERROR, error)) return null;
  return REASON_OF_ERROR[error] ?? null;
}
