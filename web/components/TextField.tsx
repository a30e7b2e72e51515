import { type ComponentProps, useId } from 'react';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Help shown below the field and read out with it. */
  hint?: string;
  /** Validation message; marks the field invalid and is read out with it. */
  error?: string;
}

export function TextField({ label, hint, error, id, className = '', ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        {...inputProps}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={[
          'min-h-10 w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm',
          'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1',
          'disabled:cursor-not-allowed disabled:bg-slate-100',
          error
            ? 'border-danger focus-visible:outline-danger'
            : 'border-slate-300 focus-visible:border-primary focus-visible:outline-focus',
        ].join(' ')}
      />
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
