import { type ComponentProps, type ReactNode, useId } from 'react';
import { FieldMessages } from './FieldMessages.tsx';
import { describedByIds, type FieldSize } from './fieldStyles.ts';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'size'> {
  /** May contain a link (e.g. to the privacy policy); the link keeps working inside the label. */
  label: ReactNode;
  hint?: ReactNode;
  /** Validation message; marks the box invalid and is read out with it. */
  error?: string;
  size?: FieldSize;
}

/** A native checkbox with its label as one tap target of at least 44 px height. */
export function Checkbox({
  label,
  hint,
  error,
  id,
  size = 'md',
  className = '',
  ...inputProps
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const { hintId, errorId, describedBy } = describedByIds(inputId, hint, error);
  const textSize = size === 'lg' ? 'text-base' : 'text-sm';

  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex items-start gap-3">
        {/* The wrapper makes the box's tap area 44 × 44 px without growing the visible box. */}
        <span className="-m-2.5 flex size-11 shrink-0 items-center justify-center">
          <input
            {...inputProps}
            id={inputId}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`size-5 cursor-pointer rounded border-slate-400 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 ${
              error ? 'outline-2 outline-danger focus-visible:outline-danger' : 'focus-visible:outline-focus'
            }`}
          />
        </span>
        <label htmlFor={inputId} className={`${textSize} cursor-pointer text-slate-800`}>
          {label}
        </label>
      </div>
      <div className="flex flex-col gap-1 ps-9">
        <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} size={size} />
      </div>
    </div>
  );
}
