import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: number | string;
  /** A line below the value, e.g. the id of the last submission. */
  detail?: ReactNode;
  icon?: ReactNode;
  tone?: 'neutral' | 'warning' | 'danger';
  loading?: boolean;
  /** data-testid of the value, for browser tests. */
  testId?: string;
  /** Makes the card a filter: a click anywhere on it shows its set; `selected` while it is shown. */
  onSelect?: () => void;
  selected?: boolean;
}

const VALUE_TONES = {
  neutral: 'text-slate-900',
  warning: 'text-amber-800',
  danger: 'text-red-700',
} as const;

/** A number with its label, for summary rows (tabular digits so counters do not jump). */
export function StatCard({
  label,
  value,
  detail,
  icon,
  tone = 'neutral',
  loading = false,
  testId,
  onSelect,
  selected = false,
}: StatCardProps) {
  return (
    <div
      className={`relative flex min-w-0 flex-col gap-1 rounded-lg border bg-white p-4 shadow-sm ${
        selected ? 'border-primary ring-1 ring-primary' : 'border-slate-200'
      } ${onSelect ? 'hover:border-primary' : ''}`}
    >
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
        {icon}
        {onSelect ? (
          // The button's area covers the card (a stretched target), so the whole card is the filter.
          <button
            type="button"
            aria-pressed={selected}
            onClick={onSelect}
            className="rounded-sm text-left after:absolute after:inset-0 after:rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {label}
          </button>
        ) : (
          label
        )}
      </dt>
      <dd data-testid={testId} className={`text-2xl font-semibold tabular-nums ${VALUE_TONES[tone]}`}>
        {loading ? <span className="inline-block h-7 w-12 animate-pulse rounded bg-slate-200" /> : value}
      </dd>
      {detail && <dd className="truncate text-xs text-slate-600">{detail}</dd>}
    </div>
  );
}
