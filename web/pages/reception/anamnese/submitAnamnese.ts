// POST /functions/v1/submitAnamnese (spec 002 §7): the public call with the practice's website key.
// Errors (spec 002 §8): the server's `error` from a JSON body, else the response text, else sendError
// ('Fehler beim Senden der Anamnese'); a request that never got an answer: genericError ('Ein Fehler ist
// aufgetreten'). The page words the last two in the patient's language when it shows them.
import type { PatientCatalogue } from '../../../../common/texts/patient/catalogue.ts';

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

/** The server answered but did not take the anamnese; serverMessage is its message when it gave one. */
export class AnamneseSubmitError extends Error {
  override name = 'AnamneseSubmitError';
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'anamnese not accepted');
  }
}

function errorFromBody(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    const looksLikeMarkup = trimmed.startsWith('<');
    return looksLikeMarkup || trimmed.length > MAX_PLAIN_ERROR_CHARS ? null : trimmed;
  }
  if (typeof parsed === 'object' && parsed !== null) {
    const { error } = parsed as Record<string, unknown>;
    if (typeof error === 'string' && error.trim()) return error;
  }
  return null;
}

export async function submitAnamnese({
  tenant,
  originalSubmissionId,
  anamneseToken,
  answers,
}: SubmitAnamneseInput): Promise<{ submissionId: string }> {
  // A failure to reach the server (or read its answer) rejects with the browser's error: genericError.
  const response = await fetch(SUBMIT_ANAMNESE_PATH, {
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
  const text = await response.text();
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

/** The message for any failure of submitAnamnese: the server's own, else the patient's language's. */
export function submitErrorMessage(
  error: unknown,
  texts: Pick<PatientCatalogue['anamnese'], 'sendError' | 'genericError'>,
): string {
  if (!(error instanceof AnamneseSubmitError)) return texts.genericError;
  return error.serverMessage ?? texts.sendError;
}
