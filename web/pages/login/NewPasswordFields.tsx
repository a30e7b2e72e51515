import type { RefObject } from 'react';
import { MIN_PASSWORD_LENGTH, passwordLengthProblem } from '../../../common/passwordRule.ts';
import { passwordTexts } from '../../../common/texts/passwords.ts';
import { TextField } from '../../components/TextField.tsx';

export type NewPasswordValues = { password: string; repeat: string };
export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

/** What the browser can check before sending (the length and the repeat); the server adds the common list. */
export function newPasswordProblems(values: NewPasswordValues): NewPasswordErrors {
  if (values.password === '') return { password: passwordTexts.newRequired };
  const length = passwordLengthProblem(values.password);
  if (length) return { password: length.message };
  if (values.password !== values.repeat) return { repeat: passwordTexts.mismatch };
  return {};
}

/**
 * A new password and its repeat, with the rule shown below the first field before anything is typed (and
 * read out with it). `serverError`: the server's refusal (e.g. too common), shown at the first field.
 */
export function NewPasswordFields({
  values,
  errors,
  serverError,
  onChange,
  passwordRef,
  repeatRef,
  autoFocus,
}: {
  values: NewPasswordValues;
  errors: NewPasswordErrors;
  serverError?: string;
  onChange: (values: NewPasswordValues) => void;
  passwordRef?: RefObject<HTMLInputElement | null>;
  repeatRef?: RefObject<HTMLInputElement | null>;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        ref={passwordRef}
        label={passwordTexts.newPassword}
        name="new-password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        autoFocus={autoFocus}
        value={values.password}
        onChange={(event) => onChange({ ...values, password: event.target.value })}
        hint={passwordTexts.rule(MIN_PASSWORD_LENGTH)}
        error={errors.password ?? serverError}
      />
      <TextField
        ref={repeatRef}
        label={passwordTexts.repeatPassword}
        name="repeat-password"
        type="password"
        autoComplete="new-password"
        required
        value={values.repeat}
        onChange={(event) => onChange({ ...values, repeat: event.target.value })}
        error={errors.repeat}
      />
    </>
  );
}

/** The server's refusal of a new password (its German message) when it is about the password itself. */
export const PASSWORD_ERROR_CODES = new Set([
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'PASSWORD_UNCHANGED',
]);
