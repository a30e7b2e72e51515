import type { ReactNode } from 'react';
import { type FieldSize, HELP_CLASSES } from './fieldStyles.ts';

interface FieldMessagesProps {
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  size?: FieldSize;
}

/** The hint and the validation message below a form control (their ids go into aria-describedby). */
export function FieldMessages({ hint, hintId, error, errorId, size = 'md' }: FieldMessagesProps) {
  return (
    <>
      {hint && (
        <p id={hintId} className={`${HELP_CLASSES[size]} text-slate-600`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={`${HELP_CLASSES[size]} font-medium text-danger`}>
          {error}
        </p>
      )}
    </>
  );
}
