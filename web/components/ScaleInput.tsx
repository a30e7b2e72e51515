import { type ReactNode, useId } from 'react';

interface ScaleInputProps {
  /** Names the scale (rendered inside the legend, so it may be a heading). */
  legend: ReactNode;
  min: number;
  max: number;
  /** What the lowest and highest values mean, e.g. "kaum spürbar" and "unerträglich". */
  minLabel: string;
  maxLabel: string;
  value: number | undefined;
  onChange: (value: number) => void;
  name?: string;
  error?: string;
}

/**
 * A numeric scale (e.g. pain 1–10) as a row of large radio buttons; the meaning of both ends is shown below
 * and read out with the group. Five per row on phones so every target stays ≥ 44 px at 360 px width.
 */
export function ScaleInput({
  legend,
  min,
  max,
  minLabel,
  maxLabel,
  value,
  onChange,
  name,
  error,
}: ScaleInputProps) {
  const generatedId = useId();
  const groupName = name ?? generatedId;
  const endsId = `${generatedId}-ends`;
  const errorId = `${generatedId}-error`;
  const values = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const describedBy = [endsId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <fieldset aria-describedby={describedBy} className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 w-full">{legend}</legend>
      <div className="grid grid-cols-5 gap-2 sm:grid-cols-10">
        {values.map((n) => {
          const checked = value === n;
          return (
            <label
              key={n}
              className={[
                'relative flex min-h-12 cursor-pointer items-center justify-center rounded-lg border text-lg tabular-nums',
                'transition-colors hover:border-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2',
                'has-focus-visible:outline-focus',
                checked
                  ? 'border-primary bg-primary font-semibold text-primary-foreground'
                  : 'border-slate-300 bg-white text-slate-900',
              ].join(' ')}
            >
              <input
                type="radio"
                name={groupName}
                value={n}
                checked={checked}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(n)}
                // Covers the whole box, so a tap anywhere on it hits the radio itself.
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
              />
              {n}
            </label>
          );
        })}
      </div>
      <p id={endsId} className="flex justify-between gap-4 text-sm text-slate-600">
        <span>
          {min} = {minLabel}
        </span>
        <span className="text-end">
          {max} = {maxLabel}
        </span>
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
