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
}: StatCardProps) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
        {icon}
        {label}
      </dt>
      <dd data-testid={testId} className={`text-2xl font-semibold tabular-nums ${VALUE_TONES[tone]}`}>
        {loading ? <span className="inline-block h-7 w-12 animate-pulse rounded bg-slate-200" /> : value}
      </dd>
      {detail && <dd className="truncate text-xs text-slate-600">{detail}</dd>}
    </div>
  );
}
