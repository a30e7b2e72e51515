// The API's stable error ids (common/patientPage/api.ts PATIENT_PAGE_ERRORS) in the patient's words. The
// server's own message is German and meant for logs; a patient reads the catalogue's text in their language.
import { PATIENT_PAGE_ERRORS } from '../../../../common/patientPage/api.ts';
import type { PatientCatalogue } from '../../../../common/texts/patient/catalogue.ts';
import { isApiError, NETWORK_ERROR_CODE } from '../../../api/ApiError.ts';

/** What the page does with a failure: the link is gone, the session ended, or it says why. */
export type PatientFailure =
  | { kind: 'linkInvalid' }
  | { kind: 'sessionEnded' }
  | { kind: 'message'; text: string };

const E = PATIENT_PAGE_ERRORS;

/**
 * `validation`: what a VALIDATION_ERROR means where it came from (a code not of six digits; on opening, a
 * token cut short — the link is gone). Anything unknown is the generic text, never the server's German.
 */
export function patientFailure(
  error: unknown,
  t: Pick<PatientCatalogue, 'patientPage' | 'components'>,
  validation?: PatientFailure,
): PatientFailure {
  const texts = t.patientPage.errors;
  const message = (text: string): PatientFailure => ({ kind: 'message', text });
  if (!isApiError(error)) return message(texts.generic);
  switch (error.errorCode) {
    case E.linkInvalid:
      return { kind: 'linkInvalid' };
    case E.sessionRequired:
      return { kind: 'sessionEnded' };
    case E.codeWrong:
      return message(texts.codeWrong);
    case E.codeExpired:
      return message(texts.codeExpired);
    case E.codeLocked:
      return message(texts.codeLocked);
    case E.tooManyCodes:
      return message(texts.tooManyCodes);
    case E.noAddress:
      return message(texts.noAddress);
    case E.taskDone:
      return message(texts.taskDone);
    case 'VALIDATION_ERROR':
      return validation ?? message(texts.generic);
    case NETWORK_ERROR_CODE:
      return message(t.components.networkError);
    default:
      return message(texts.generic);
  }
}

export const isTaskDone = (error: unknown) => isApiError(error) && error.errorCode === E.taskDone;
export const isTooManyCodes = (error: unknown) => isApiError(error) && error.errorCode === E.tooManyCodes;
export const isNoAddress = (error: unknown) => isApiError(error) && error.errorCode === E.noAddress;
