import { authTexts } from '../../../common/texts/auth.ts';
import { isApiError, NETWORK_ERROR_CODE } from '../../api/ApiError.ts';

/**
 * Which message a failed login shows. The server's own German text only for too many attempts (it says
 * how long to wait), a busy server and a broken connection; every other failure gets the spec's one message, which
 * deliberately does not reveal whether the e-mail address exists.
 */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error, 429)) return error.message;
  // The server queues password checks and refuses beyond that (SERVER_BUSY): worth trying again soon.
  if (isApiError(error, 503) && error.errorCode === 'SERVER_BUSY') return error.message;
  if (isApiError(error) && error.errorCode === NETWORK_ERROR_CODE) return error.message;
  return authTexts.loginFailed;
}
