import { type ComponentProps, useId } from 'react';
import { FieldMessages } from './FieldMessages.tsx';
import { controlClasses, describedByIds, type FieldSize, LABEL_CLASSES } from './fieldStyles.ts';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'size'> {
  label: string;
  /** Help shown below the field and read out with it. */
  hint?: string;
  /** Validation message; marks the field invalid and is read out with it. */
  error?: string;
  /** md for the back office, lg (16 px, 44 px high) for the patients' reception. */
  size?: FieldSize;
}

export function TextField({
  label,
  hint,
  error,
  id,
  size = 'md',
  className = '',
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const { hintId, errorId, describedBy } = describedByIds(inputId, hint, error);

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className={LABEL_CLASSES[size]}>
        {label}
      </label>
      <input
        {...inputProps}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClasses(size, Boolean(error))}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} size={size} />
    </div>
  );
}
