import { twoFactorTexts } from '../../../common/texts/twoFactor.ts';
import { isApiError, NETWORK_ERROR_CODE } from '../../api/ApiError.ts';

/** Whether the login's second step is over (expired, used, or the account changed): back to the password. */
export const stepExpired = (error: unknown) =>
  isApiError(error) &&
  (error.errorCode === 'LOGIN_CHALLENGE_INVALID' || error.errorCode === 'ACCOUNT_INACTIVE');

/** The server's own German text for what the person can act on (wrong code, too many attempts, expired). */
export function twoFactorErrorMessage(error: unknown): string {
  if (isApiError(error) && error.errorCode === 'LOGIN_CHALLENGE_INVALID') return twoFactorTexts.login.expired;
  if (
    isApiError(error) &&
    (error.status < 500 || error.errorCode === NETWORK_ERROR_CODE || error.status === 503)
  )
    return error.message;
  return twoFactorTexts.login.setupLoadFailed;
}
