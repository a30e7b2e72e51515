interface ProgressBarProps {
  /** Current value between min and max. */
  value: number;
  min?: number;
  max?: number;
  /** Accessible name, e.g. "Fortschritt des Fragebogens". */
  label: string;
  /** What screen readers say instead of the bare number, e.g. "Schritt 3 von 20, 15 %". */
  valueText?: string;
  className?: string;
}

/** A horizontal progress bar exposed as role="progressbar"; the visible wording is left to the caller. */
export function ProgressBar({
  value,
  min = 0,
  max = 100,
  label,
  valueText,
  className = '',
}: ProgressBarProps) {
  const clamped = Math.min(max, Math.max(min, value));
  const percent = max > min ? ((clamped - min) / (max - min)) * 100 : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={`h-2 w-full overflow-hidden rounded-full bg-slate-200 ${className}`}
    >
      <div
        className="h-full rounded-full bg-primary motion-safe:transition-[width] motion-safe:duration-300"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
