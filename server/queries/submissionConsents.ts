// The staff's reading of a request's consents and its errors. Read only for a request already found within the
// actor's practices (findOwnSubmission).
import { consentPdfTexts } from '../../common/texts/consentPdf.ts';
import type { Db } from '../db/connect.ts';
import { AppError, errors } from '../errors.ts';
import { type ConsentRow, requestConsentRows } from '../services/consent/consentRows.ts';

type Submission = { id: string; tenantId: string };

const E = consentPdfTexts.errors;
export const consentNotFound = () => errors.notFound(E.notFound);
export const consentErrors = {
  /** Revoking anything but a signature; the PDF of a consent not yet answered. */
  notSigned: (message: string = E.notSigned) => new AppError('CONSENT_NOT_SIGNED', 409, message),
  alreadyRevoked: () => new AppError('CONSENT_ALREADY_REVOKED', 409, E.alreadyRevoked),
  /** A revocation day the calendar rules out: a bad body like any other, with the field named. */
  revokedOn: (message: string) =>
    new AppError('VALIDATION_ERROR', 400, message, [{ path: '/revoked_on', message }]),
};

/** Every consent of the request, in the order they were asked for. */
export const loadConsents = (db: Db, submission: Submission) => requestConsentRows(db, submission);

/** One consent of the request; another request's or practice's id answers 404 like an unknown one. */
export async function loadConsent(db: Db, submission: Submission, consentId: string): Promise<ConsentRow> {
  const [row] = await requestConsentRows(db, submission, consentId);
  if (!row) throw consentNotFound();
  return row;
}
