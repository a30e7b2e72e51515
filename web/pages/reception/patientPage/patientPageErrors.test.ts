import { describe, expect, it } from 'vitest';
import { PATIENT_PAGE_ERRORS } from '../../../../common/patientPage/api.ts';
import { patientPageTexts } from '../../../../common/texts/patientPage.ts';
import { ApiError, NETWORK_ERROR_CODE } from '../../../api/ApiError.ts';
import { patientFailure } from './patientPageErrors.ts';

const t = { patientPage: patientPageTexts, components: { networkError: 'offline' } } as unknown as Parameters<
  typeof patientFailure
>[1];
const failed = (status: number, code: string) => new ApiError(status, code, 'Deutsch für das Protokoll');
const errors = patientPageTexts.errors;

describe('patientFailure', () => {
  it.each([
    [400, PATIENT_PAGE_ERRORS.codeWrong, errors.codeWrong],
    [410, PATIENT_PAGE_ERRORS.codeExpired, errors.codeExpired],
    [423, PATIENT_PAGE_ERRORS.codeLocked, errors.codeLocked],
    [429, PATIENT_PAGE_ERRORS.tooManyCodes, errors.tooManyCodes],
    [409, PATIENT_PAGE_ERRORS.noAddress, errors.noAddress],
    [409, PATIENT_PAGE_ERRORS.taskDone, errors.taskDone],
    [503, 'MAIL_FAILED', errors.generic],
    [500, 'INTERNAL', errors.generic],
  ])('%i %s in the patient’s words', (status, code, text) => {
    expect(patientFailure(failed(status, code), t)).toEqual({ kind: 'message', text });
  });

  it('a gone link and an ended session are for the page to act on', () => {
    expect(patientFailure(failed(404, PATIENT_PAGE_ERRORS.linkInvalid), t)).toEqual({ kind: 'linkInvalid' });
    expect(patientFailure(failed(401, PATIENT_PAGE_ERRORS.sessionRequired), t)).toEqual({
      kind: 'sessionEnded',
    });
  });

  it('a validation error means what its caller says', () => {
    const error = failed(400, 'VALIDATION_ERROR');
    expect(patientFailure(error, t, { kind: 'message', text: errors.codeFormat })).toEqual({
      kind: 'message',
      text: errors.codeFormat,
    });
    expect(patientFailure(error, t, { kind: 'linkInvalid' })).toEqual({ kind: 'linkInvalid' });
    expect(patientFailure(error, t)).toEqual({ kind: 'message', text: errors.generic });
  });

  it('no answer, or no ApiError at all', () => {
    expect(patientFailure(failed(0, NETWORK_ERROR_CODE), t)).toEqual({ kind: 'message', text: 'offline' });
    expect(patientFailure(new Error('x'), t)).toEqual({ kind: 'message', text: errors.generic });
  });
});
