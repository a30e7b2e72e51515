import { dashboardTexts } from '../../../common/texts/dashboard.ts';
import type { SubmissionStats } from '../../api/submissions.ts';

const COUNTERS = [
  ['contact', 'contact_count'],
  ['anamnese', 'anamnese_count'],
  ['prescription', 'prescription_count'],
  ['bewerbung', 'bewerbung_count'],
  ['training', 'training_count'],
] as const;

/** The five per-type counters. */
export function TypeCounters({ stats, loading }: { stats: SubmissionStats; loading: boolean }) {
  return (
    <dl
      aria-label={dashboardTexts.stats.countersLabel}
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-5"
    >
      {COUNTERS.map(([type, field]) => (
        <div
          key={type}
          className="flex items-center justify-between gap-2 rounded-md border border-slate-200 bg-white px-3 py-2"
        >
          <dt className="text-sm text-slate-700">{dashboardTexts.formTypes[type]}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {loading ? (
              <span className="inline-block h-4 w-6 animate-pulse rounded bg-slate-200" />
            ) : (
              stats[field]
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
