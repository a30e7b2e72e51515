// The API's stable error ids (COMMON.md, issue 30) in the patient's words. The server's own message is German
// and meant for logs and staff; a patient reads the catalogue's text in their language.
import type { PatientCatalogue } from '../../../../common/texts/patient/catalogue.ts';
import { ConsentApiError, NETWORK } from './consentApi.ts';

/** What the page does with a failed answer: the link is gone, the state changed elsewhere, or say why. */
export type SigningFailure =
  | { kind: 'linkInvalid' }
  | { kind: 'alreadyAnswered' }
  | { kind: 'message'; text: string };

export function signingFailure(error: unknown, texts: PatientCatalogue['signing']): SigningFailure {
  const code = error instanceof ConsentApiError ? error.code : NETWORK;
  switch (code) {
    case 'CONSENT_LINK_INVALID':
      return { kind: 'linkInvalid' };
    case 'CONSENT_ALREADY_ANSWERED':
      return { kind: 'alreadyAnswered' };
    case 'CONSENT_REQUIRED':
      return { kind: 'message', text: texts.errors.required };
    case 'CONSENT_SIGNATURE_INVALID':
      return { kind: 'message', text: texts.errors.signatureInvalid };
    case 'VALIDATION_ERROR':
    case 'PAYLOAD_TOO_LARGE':
      return { kind: 'message', text: texts.errors.validation };
    case NETWORK:
      return { kind: 'message', text: texts.errors.network };
    default:
      return { kind: 'message', text: texts.errors.generic };
  }
}

/** Opening: a token the server does not take (unknown, expired, used, or cut short) means the link is gone. */
export function openFailure(error: unknown, texts: PatientCatalogue['signing']): SigningFailure {
  if (error instanceof ConsentApiError && (error.code === 'VALIDATION_ERROR' || error.status === 404))
    return { kind: 'linkInvalid' };
  const failure = signingFailure(error, texts);
  return failure.kind === 'alreadyAnswered' ? { kind: 'message', text: texts.errors.generic } : failure;
}
