// What a failed reception form shows (spec 002 §8 "Forms"): a non-ok answer is "HTTP status: body", unless the
// body is our JSON error, whose German `error` is shown instead; an ok answer with success false shows the
// server's error or 'Unbekannter Fehler aufgetreten'. The server writes its errors in German: a patient who
// reads another language gets null for them, and the form shows its own failure text in that language.
import type { PatientCatalogue } from '../texts/patient/catalogue.ts';
import { receptionTexts } from '../texts/reception.ts';

type SubmitTexts = Pick<PatientCatalogue['reception']['submit'], 'httpError' | 'unknownError'>;

/** A proxy's error page can be long; the message shows its start only. */
const MAX_BODY_CHARS = 200;

function jsonError(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { error } = parsed as Record<string, unknown>;
    return typeof error === 'string' && error.trim() ? error.trim() : null;
  } catch {
    return null;
  }
}

/** The message for an answer with a non-2xx status. */
export function httpErrorMessage(
  status: number,
  body: string,
  texts: SubmitTexts = receptionTexts.submit,
  readsGerman = true,
): string | null {
  const fromServer = jsonError(body);
  if (fromServer) return readsGerman ? fromServer : null;
  const text = body.replace(/\s+/g, ' ').trim();
  const shortened = text.length > MAX_BODY_CHARS ? `${text.slice(0, MAX_BODY_CHARS)} …` : text;
  return texts.httpError(status, shortened).trim();
}

/** The message for a 2xx answer whose JSON says success false (or is not our answer at all). */
export function unsuccessfulMessage(
  payload: unknown,
  texts: SubmitTexts = receptionTexts.submit,
  readsGerman = true,
): string | null {
  if (typeof payload === 'object' && payload !== null) {
    const { error } = payload as Record<string, unknown>;
    if (typeof error === 'string' && error.trim()) return readsGerman ? error.trim() : null;
  }
  return texts.unknownError;
}
