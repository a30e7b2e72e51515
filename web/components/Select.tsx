import { type ComponentProps, useId } from 'react';
import { controlClasses, LABEL_CLASSES } from './fieldStyles.ts';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends Omit<ComponentProps<'select'>, 'size'> {
  label: string;
  options: readonly SelectOption[];
  /** Hides the label visually (it stays the accessible name). */
  hideLabel?: boolean;
}

/** A native select with its label. */
export function Select({
  label,
  options,
  hideLabel = false,
  id,
  className = '',
  ...selectProps
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={selectId} className={hideLabel ? 'sr-only' : LABEL_CLASSES.md}>
        {label}
      </label>
      <select {...selectProps} id={selectId} className={`${controlClasses('md', false)} pr-8`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
