// POST /functions/v1/submitAnamnese (spec 002 §7): the public call with the practice's website key.
// Errors (spec 002 §8): the server's `error` from a JSON body, else the response text, else
// 'Fehler beim Senden der Anamnese'; a request that never got an answer: 'Ein Fehler ist aufgetreten'.
import { anamneseTexts } from '../../../../common/texts/anamnese.ts';

export const SUBMIT_ANAMNESE_PATH = '/functions/v1/submitAnamnese';
/** A longer plain-text body is not a message meant for people (e.g. a proxy's error page). */
const MAX_PLAIN_ERROR_CHARS = 300;

export interface SubmitAnamneseInput {
  tenant: { slug: string; publicKey: string };
  originalSubmissionId: string;
  /** The request's single-use key from submitForm's answer. */
  anamneseToken: string;
  answers: Record<string, unknown>;
}

export class AnamneseSubmitError extends Error {
  override name = 'AnamneseSubmitError';
}

function errorFromBody(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return anamneseTexts.sendError;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    const looksLikeMarkup = trimmed.startsWith('<');
    return looksLikeMarkup || trimmed.length > MAX_PLAIN_ERROR_CHARS ? anamneseTexts.sendError : trimmed;
  }
  if (typeof parsed === 'object' && parsed !== null) {
    const { error } = parsed as Record<string, unknown>;
    if (typeof error === 'string' && error.trim()) return error;
  }
  return anamneseTexts.sendError;
}

export async function submitAnamnese({
  tenant,
  originalSubmissionId,
  anamneseToken,
  answers,
}: SubmitAnamneseInput): Promise<{ submissionId: string }> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(SUBMIT_ANAMNESE_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', apikey: tenant.publicKey },
      body: JSON.stringify({
        tenantId: tenant.slug,
        originalSubmissionId,
        anamneseToken,
        answers,
        completedAt: new Date().toISOString(),
      }),
      credentials: 'omit',
    });
    text = await response.text();
  } catch {
    throw new AnamneseSubmitError(anamneseTexts.genericError);
  }
  if (!response.ok) throw new AnamneseSubmitError(errorFromBody(text));

  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // An ok answer without JSON: treated as a failure below.
  }
  const { success, submissionId } = (body ?? {}) as Record<string, unknown>;
  if (success === false || typeof submissionId !== 'string')
    throw new AnamneseSubmitError(errorFromBody(text));
  return { submissionId };
}

/** The German message for any failure of submitAnamnese. */
export function submitErrorMessage(error: unknown): string {
  return error instanceof AnamneseSubmitError ? error.message : anamneseTexts.genericError;
}
