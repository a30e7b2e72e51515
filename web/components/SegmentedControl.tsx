export interface SegmentOption<T extends string> {
  value: T;
  label: string;
}

interface SegmentedControlProps<T extends string> {
  /** Names the group for screen readers (e.g. "Ansicht"). */
  label: string;
  options: readonly SegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of buttons of which exactly one is pressed, to switch between views of the same content. */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
}: SegmentedControlProps<T>) {
  return (
    <fieldset className="inline-flex min-w-0 rounded-md border border-slate-300 bg-white p-0.5 shadow-sm">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={`min-h-8 rounded px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus ${
              pressed ? 'bg-primary text-primary-foreground' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </fieldset>
  );
}
