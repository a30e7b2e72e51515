import { type ComponentProps, useId } from 'react';
import { FieldMessages } from './FieldMessages.tsx';
import { controlClasses, describedByIds, type FieldSize, LABEL_CLASSES } from './fieldStyles.ts';

interface TextAreaProps extends ComponentProps<'textarea'> {
  label: string;
  /** Help shown below the field and read out with it. */
  hint?: string;
  /** Validation message; marks the field invalid and is read out with it. */
  error?: string;
  /** md for the back office, lg (16 px) for the patients' reception. */
  size?: FieldSize;
}

/** A multi-line text field with label, hint and error text, styled like TextField. */
export function TextArea({
  label,
  hint,
  error,
  id,
  size = 'md',
  rows = 4,
  className = '',
  ...textAreaProps
}: TextAreaProps) {
  const generatedId = useId();
  const textAreaId = id ?? generatedId;
  const { hintId, errorId, describedBy } = describedByIds(textAreaId, hint, error);

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={textAreaId} className={LABEL_CLASSES[size]}>
        {label}
      </label>
      <textarea
        {...textAreaProps}
        id={textAreaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${controlClasses(size, Boolean(error))} resize-y`}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} size={size} />
    </div>
  );
}
