import type { Ref } from 'react';
import { twoFactorTexts } from '../../../common/texts/twoFactor.ts';
import { TextField } from '../../components/TextField.tsx';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** A recovery code (letters and dashes) instead of the app's six digits. */
  recovery?: boolean;
  label?: string;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/** The app's 6-digit code (the phone's number pad, one-time-code autofill) or a recovery code. */
export function CodeField({
  value,
  onChange,
  error,
  recovery = false,
  label,
  inputRef,
  autoFocus,
}: CodeFieldProps) {
  const texts = twoFactorTexts.login;
  return (
    <TextField
      ref={inputRef}
      label={label ?? (recovery ? texts.recoveryLabel : texts.codeLabel)}
      hint={recovery ? texts.recoveryHint : texts.codeHint}
      name={recovery ? 'recovery-code' : 'one-time-code'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      autoComplete={recovery ? 'off' : 'one-time-code'}
      inputMode={recovery ? 'text' : 'numeric'}
      spellCheck={false}
      maxLength={recovery ? 40 : 7}
      autoFocus={autoFocus}
      className="[&_input]:font-mono [&_input]:tracking-widest"
    />
  );
}

/** German message for what was typed, or null when it can be sent. */
export function codeProblem(value: string, recovery: boolean): string | null {
  const texts = twoFactorTexts.login;
  const compact = value.replace(/\s/g, '');
  if (!compact) return recovery ? texts.recoveryRequired : texts.codeRequired;
  if (!recovery && !/^\d{6}$/.test(compact)) return texts.codeFormat;
  return null;
}
