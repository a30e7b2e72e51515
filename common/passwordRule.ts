// The password rule (ASVS V2.1): one length rule for the server, the CLI and every web form, with stable error
// ids. The list of the commonest passwords is checked on the server only (server/auth/passwordPolicy.ts): it
// is too large for the browser, and the server is where the rule must hold.
import { passwordTexts } from './texts/passwords.ts';

/** At least this many characters: length is what makes a password hard to guess (NIST SP 800-63B, ASVS 2.1.1). */
export const MIN_PASSWORD_LENGTH = 12;
/** argon2 takes any length; a cap keeps one request from hashing megabytes. */
export const MAX_PASSWORD_LENGTH = 200;

export type PasswordProblemId = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_TOO_COMMON';
export type PasswordProblem = { id: PasswordProblemId; message: string };

/** The problem with a password's length (counted in characters, not bytes), or null. */
export function passwordLengthProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH)
    return { id: 'PASSWORD_TOO_SHORT', message: passwordTexts.tooShort(MIN_PASSWORD_LENGTH) };
  if (length > MAX_PASSWORD_LENGTH)
    return { id: 'PASSWORD_TOO_LONG', message: passwordTexts.tooLong(MAX_PASSWORD_LENGTH) };
  return null;
}
