// POST /functions/v1/renewSubmissionToken (issue 28): the used or expired link's token asks for a new link and
// code, which the server mails to the address that link went to. The page names no address and gets none.
// Called only from a person's click on „Neuen Link an diese Adresse senden“ (RenewLink).

import { magicLinkTexts, type RenewErrorCode } from '../../../common/texts/magicLink.ts';
import { postLinkToken } from './verifyToken.ts';

export const RENEW_PATH = '/functions/v1/renewSubmissionToken';

export type RenewOutcome =
  | { kind: 'sent' }
  /** message: the server's German reason (it names the waiting time of a limit), or ours for the code. */
  | { kind: 'denied'; code: RenewErrorCode | null; message: string }
  /** The server was not reached, or its answer could not be read. */
  | { kind: 'failed' };

const errors = magicLinkTexts.renew.errors;
const isKnownCode = (value: unknown): value is RenewErrorCode =>
  typeof value === 'string' && Object.hasOwn(errors, value);

export async function renewSubmissionToken(
  publicKey: string,
  submissionId: string,
  token: string,
): Promise<RenewOutcome> {
  const answer = await postLinkToken(RENEW_PATH, publicKey, submissionId, token);
  if (!answer) return { kind: 'failed' };
  const { payload } = answer;
  if (answer.ok && payload.success === true) return { kind: 'sent' };
  const code = payload.code ?? payload.errorCode;
  const known = isKnownCode(code) ? code : null;
  // Only a known code's answer is shown as the server wrote it (our own catalogue, German).
  const message =
    known && typeof payload.error === 'string' && payload.error
      ? payload.error
      : errors[known ?? 'UNKNOWN_ERROR'];
  return { kind: 'denied', code: known, message };
}
