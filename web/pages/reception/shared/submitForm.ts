// POST /functions/v1/submitForm (spec 002 §7) with the practice's public key, and the error texts of spec 002
// §8 "Forms": every failure becomes a ReceptionSubmitError carrying what the server answered; the page turns it
// into a message in the patient's language (submitErrorMessage).
import { FORM_SOURCE_HEADER, RECEPTION_SOURCE } from '../../../../common/intake/formSource.ts';
import type { ReceptionKind } from '../../../../common/intake/formTypes.ts';
import { RECEPTION_HONEYPOT_FIELD } from '../../../../common/intake/limits.ts';
import { asciiDigits } from '../../../../common/intake/phoneNumber.ts';
import { httpErrorMessage, unsuccessfulMessage } from '../../../../common/reception/formErrorMessage.ts';
import type { PatientCatalogue } from '../../../../common/texts/patient/catalogue.ts';
import { DEFAULT_LANGUAGE, type PatientLanguage } from '../../../../common/texts/patient/languages.ts';
import { rememberRequestToken } from '../signing/signingToken.ts';
import { keepAnamneseToken } from './anamneseToken.ts';
import type { ReceptionTenant } from './useReceptionTenant.ts';

export const SUBMIT_FORM_PATH = '/functions/v1/submitForm';

/** The fields a reception form sends; which are filled depends on the type (spec 002 §3). */
export type ReceptionFormData = {
  type: ReceptionKind;
  name: string;
  phone: string;
  email: string;
  message?: string;
  appointmentDate?: string;
  /** HH:MM on the practice's clock (issue 29). */
  appointmentTime?: string;
  reason?: string;
  /** YYYY-MM-DD, the manual prescription's issue date (issue 29). */
  prescriptionDate?: string;
  diagnosis?: string;
  treatment?: string;
  doctor?: string;
  goals?: string;
  services?: string;
  /** Always true when sent: the form checks it first. */
  privacyConsent: boolean;
  /** The honeypot: people leave it empty, robots fill it (DESIGN §5); sent as RECEPTION_HONEYPOT_FIELD. */
  honeypot: string;
  /** Milliseconds from opening the form to sending it (a spam signal; the server does not store it as data). */
  formFillMs?: number;
};

export interface SubmitFormResult {
  submissionId: string;
  /** Lets secureUpload attach a file to this submission (single use, 30 minutes). */
  uploadToken: string;
  /** Only when the request needs consent documents (issue 30): the signing page's token. */
  consentToken?: string;
}

/** A failed send: the non-2xx answer, or the 2xx answer that said success false. */
type SubmitFailure = { status: number; body: string } | { payload: unknown };

export class ReceptionSubmitError extends Error {
  override name = 'ReceptionSubmitError';
  constructor(readonly failure: SubmitFailure) {
    super('status' in failure ? `HTTP ${failure.status}` : 'success false');
  }
}

export async function submitForm(
  tenant: Pick<ReceptionTenant, 'slug' | 'publicKey'>,
  { honeypot, ...fields }: ReceptionFormData,
  /** The patient's language; staff see it on the request (issue 29). */
  language: PatientLanguage = DEFAULT_LANGUAGE,
): Promise<SubmitFormResult> {
  // Arabic-Indic or Persian digits become 0–9: the practice dials them (the check reads them alike).
  const formData = { ...fields, phone: asciiDigits(fields.phone), [RECEPTION_HONEYPOT_FIELD]: honeypot };
  let response: Response;
  let body: string;
  try {
    response = await fetch(SUBMIT_FORM_PATH, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        apikey: tenant.publicKey,
        // Our own form: the server checks it by the reception's strict rules (common/intake/formSource.ts).
        [FORM_SOURCE_HEADER]: RECEPTION_SOURCE,
      },
      body: JSON.stringify({ tenantId: tenant.slug, formData, patientLanguage: language }),
      // Patients are anonymous: no staff session cookie goes along with their request.
      credentials: 'omit',
    });
    body = await response.text();
  } catch {
    // The browser's own message ("Failed to fetch") is English; the page shows the form's German fallback.
    throw new Error();
  }
  if (!response.ok) throw new ReceptionSubmitError({ status: response.status, body });

  let payload: unknown = null;
  try {
    payload = JSON.parse(body);
  } catch {
    // Not our answer: reported as an unknown error below.
  }
  const { success, submissionId, uploadToken, anamneseToken, consentToken } = (payload ?? {}) as Record<
    string,
    unknown
  >;
  if (success !== true || typeof submissionId !== 'string' || !submissionId) {
    throw new ReceptionSubmitError({ payload });
  }
  // For the anamnese that the submission-success page offers next (only booking requests get a token).
  if (typeof anamneseToken === 'string' && anamneseToken) {
    keepAnamneseToken(tenant.slug, submissionId, anamneseToken);
  }
  // For the signing page that the success page offers (only requests that need consent documents, issue 30).
  if (typeof consentToken === 'string' && consentToken) rememberRequestToken(submissionId, consentToken);
  return {
    submissionId,
    uploadToken: typeof uploadToken === 'string' ? uploadToken : '',
    ...(typeof consentToken === 'string' && consentToken ? { consentToken } : {}),
  };
}

/**
 * The message for a failed send in the patient's language: what the server said (in German only), else the
 * form's fallback ('Fehler beim Senden der Anfrage', or 'Fehler beim Senden der Absage' for a cancellation).
 */
export function submitErrorMessage(
  error: unknown,
  texts: PatientCatalogue,
  fallback: string = texts.reception.submit.sendFailed,
): string {
  if (!(error instanceof ReceptionSubmitError)) return fallback;
  const readsGerman = texts.language === 'de';
  const { failure } = error;
  const message =
    'status' in failure
      ? httpErrorMessage(failure.status, failure.body, texts.reception.submit, readsGerman)
      : unsuccessfulMessage(failure.payload, texts.reception.submit, readsGerman);
  return message || fallback;
}
