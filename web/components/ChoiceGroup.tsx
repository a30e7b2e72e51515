import { type ReactNode, type Ref, useId } from 'react';

export interface ChoiceOption {
  value: string;
  label: string;
}

interface CommonProps {
  /** Names the group (rendered inside the legend, so it may be a heading). */
  legend: ReactNode;
  /** Help below the legend, read out with the group. */
  hint?: string;
  /** Validation message below the options; announced as soon as it appears. */
  error?: string;
  options: readonly ChoiceOption[];
  /** The form field name shared by the inputs; a unique one is generated when omitted. */
  name?: string;
  /** Two columns from the sm breakpoint on (one column on phones). */
  columns?: 1 | 2;
  /** Lets the caller focus the first option (e.g. after a validation message). */
  firstInputRef?: Ref<HTMLInputElement>;
}

interface CheckboxGroupProps extends CommonProps {
  type: 'checkbox';
  value: readonly string[];
  onChange: (value: string[]) => void;
}

interface RadioGroupProps extends CommonProps {
  type: 'radio';
  value: string | undefined;
  onChange: (value: string) => void;
}

export type ChoiceGroupProps = CheckboxGroupProps | RadioGroupProps;

/**
 * Large tappable options (≥ 44 px) as native checkboxes or radio buttons in a fieldset with legend.
 * Native inputs keep keyboard use as people expect it: Tab between groups, Space to tick, arrows in radios.
 */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { legend, hint, error, options, columns = 1, firstInputRef } = props;
  const generatedId = useId();
  const name = props.name ?? generatedId;
  const hintId = `${generatedId}-hint`;
  const errorId = `${generatedId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  function isChecked(value: string): boolean {
    return props.type === 'checkbox' ? props.value.includes(value) : props.value === value;
  }

  function toggle(value: string, checked: boolean) {
    if (props.type === 'radio') {
      if (checked) props.onChange(value);
      return;
    }
    const next = checked ? [...props.value, value] : props.value.filter((v) => v !== value);
    // Keep the order of the options, whatever order they were ticked in.
    props.onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
  }

  return (
    <fieldset aria-describedby={describedBy} className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 w-full">{legend}</legend>
      {hint && (
        <p id={hintId} className="-mt-2 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className={`grid gap-2 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
        {options.map((option, index) => {
          const checked = isChecked(option.value);
          return (
            <label
              key={option.value}
              className={[
                'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border bg-white px-4 py-2.5 text-base',
                'text-slate-900 transition-colors hover:border-primary has-focus-visible:outline-2',
                'has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
                checked ? 'border-primary bg-primary-light font-medium' : 'border-slate-300',
                error && !checked ? 'border-danger' : '',
              ].join(' ')}
            >
              <input
                ref={index === 0 ? firstInputRef : undefined}
                type={props.type}
                name={name}
                value={option.value}
                checked={checked}
                aria-invalid={error ? true : undefined}
                onChange={(event) => toggle(option.value, event.target.checked)}
                className="size-5 shrink-0 accent-primary focus-visible:outline-none"
              />
              <span className="min-w-0 break-words">{option.label}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
