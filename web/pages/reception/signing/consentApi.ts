// The patient's two calls of the signing page (issue 30; shapes in common/consent/api.ts). No login and no
// cookie: the token travels in the JSON body only. A failure becomes a ConsentApiError carrying the server's
// stable id (errorCode), or NETWORK when no answer came; signingErrors.ts words it in the patient's language.
import type { z } from 'zod';
import {
  type ConsentOpenResponse,
  consentOpenResponseSchema,
  consentSignResponseSchema,
} from '../../../../common/consent/api.ts';
import type { PatientLanguage } from '../../../../common/texts/patient/languages.ts';

export const CONSENT_OPEN_PATH = '/api/public/consent/open';
export const CONSENT_SIGN_PATH = '/api/public/consent/sign';

export const NETWORK = 'NETWORK';
/** An answer that is not ours (a proxy's page, a changed shape). */
export const UNEXPECTED = 'UNEXPECTED';

export class ConsentApiError extends Error {
  override name = 'ConsentApiError';
  constructor(
    readonly code: string,
    readonly status: number,
  ) {
    super(code);
  }
}

async function post(path: string, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    throw new ConsentApiError(NETWORK, 0);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return payload;
  const { errorCode } = (payload ?? {}) as Record<string, unknown>;
  throw new ConsentApiError(typeof errorCode === 'string' ? errorCode : UNEXPECTED, response.status);
}

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ConsentApiError(UNEXPECTED, 200);
  return result.data;
}

export async function openConsents(token: string, language: PatientLanguage): Promise<ConsentOpenResponse> {
  return parsed(consentOpenResponseSchema, await post(CONSENT_OPEN_PATH, { token, language }));
}

export interface SignConsentInput {
  token: string;
  consentId: string;
  decision: 'sign' | 'decline';
  name: string;
  /** drawn: signatureImage is the pad's PNG; typed: the name is the signature; null when declining. */
  method: 'drawn' | 'typed' | null;
  signatureImage: string | null;
  /** The language of the text the patient read. */
  language: PatientLanguage;
}

export async function signConsent(input: SignConsentInput) {
  const body = {
    token: input.token,
    consent_id: input.consentId,
    decision: input.decision,
    name: input.name,
    method: input.method,
    signature_image: input.signatureImage,
    language: input.language,
  };
  return parsed(consentSignResponseSchema, await post(CONSENT_SIGN_PATH, body));
}
