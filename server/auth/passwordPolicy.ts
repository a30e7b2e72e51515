// The one password policy of the server (ASVS V2.1), applied on every path that sets a password: user create
// and update by an admin, the CLI, "Passwort ändern", a reset link, an invitation and the change an admin-set
// password needs at the next login. The length rule is shared with the web forms (common/passwordRule.ts);
// the list of the commonest passwords lives here (commonPasswords.txt, its source named in its header).
import { readFileSync } from 'node:fs';
import { type PasswordProblem, passwordLengthProblem } from '../../common/passwordRule.ts';
import { passwordTexts } from '../../common/texts/passwords.ts';
import { AppError } from '../errors.ts';
import { projectPath } from '../projectPaths.ts';

let common: Set<string> | undefined;

/** The list (~49,000 entries, a few MB), read once on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(projectPath('server/auth/commonPasswords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}

// A common password with digits or signs tacked on ("Passwort1234!") is guessed right after the bare one.
const TRAILING_DIGITS_AND_SIGNS = /[\p{N}\p{P}\p{S}\s]+$/u;

/** Whether the password, in any case, is one of the commonest, or one of them followed by digits or signs. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const list = commonPasswords();
  if (list.has(lower)) return true;
  const stem = lower.replace(TRAILING_DIGITS_AND_SIGNS, '');
  return stem !== '' && list.has(stem);
}

/** The policy's problem with a password, or null. */
export function passwordPolicyProblem(password: string): PasswordProblem | null {
  const length = passwordLengthProblem(password);
  if (length) return length;
  if (isCommonPassword(password)) return { id: 'PASSWORD_TOO_COMMON', message: passwordTexts.tooCommon };
  return null;
}

/** Refuses a password against the policy: 400 with the stable id (PASSWORD_TOO_SHORT, …) and a German message. */
export function assertPasswordPolicy(password: string) {
  const problem = passwordPolicyProblem(password);
  if (problem) throw new AppError(problem.id, 400, problem.message);
}
