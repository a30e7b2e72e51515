import { useId } from 'react';
import { Spinner } from './Spinner.tsx';

interface SwitchProps {
  /** The visible label, also the switch's accessible name. */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Help below the label, read out with the switch. */
  hint?: string;
  disabled?: boolean;
  /** Shows a spinner and disables the switch while the change is saved. */
  loading?: boolean;
}

/** An on/off control (role="switch"): Space or Enter toggles it; the state is shown by position and colour. */
export function Switch({ label, checked, onChange, hint, disabled = false, loading = false }: SwitchProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-start gap-3">
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        aria-describedby={hint ? hintId : undefined}
        aria-busy={loading || undefined}
        disabled={disabled || loading}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60 ${
          checked ? 'bg-primary' : 'bg-slate-500'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-flex size-5 items-center justify-center rounded-full bg-white text-slate-600 shadow motion-safe:transition-transform ${
            checked ? 'translate-x-5' : 'translate-x-0'
          }`}
        >
          {loading && <Spinner size="sm" />}
        </span>
      </button>
      <div className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
