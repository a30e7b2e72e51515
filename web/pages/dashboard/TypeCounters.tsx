import type { FormType } from '../../../common/intake/formTypes.ts';
import { dashboardTexts } from '../../../common/texts/dashboard.ts';
import type { SubmissionStats } from '../../api/submissions.ts';

const COUNTERS = [
  ['contact', 'contact_count'],
  ['anamnese', 'anamnese_count'],
  ['prescription', 'prescription_count'],
  ['bewerbung', 'bewerbung_count'],
  ['training', 'training_count'],
] as const;

interface TypeCountersProps {
  stats: SubmissionStats;
  loading: boolean;
  /** The form type the list shows now (its counter is pressed). */
  selected: FormType | null;
  /** A click shows that type's requests; again, all types. */
  onSelect: (type: FormType | null) => void;
}

/** The five per-type counters, each a filter (issue 28). */
export function TypeCounters({ stats, loading, selected, onSelect }: TypeCountersProps) {
  return (
    <dl
      aria-label={dashboardTexts.stats.countersLabel}
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-5"
    >
      {COUNTERS.map(([type, field]) => (
        <div
          key={type}
          className={`relative flex items-center justify-between gap-2 rounded-md border bg-white px-3 py-2 hover:border-primary ${
            selected === type ? 'border-primary ring-1 ring-primary' : 'border-slate-200'
          }`}
        >
          <dt className="text-sm text-slate-700">
            <button
              type="button"
              aria-pressed={selected === type}
              onClick={() => onSelect(selected === type ? null : type)}
              className="rounded-sm text-left after:absolute after:inset-0 after:rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {dashboardTexts.formTypes[type]}
            </button>
          </dt>
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
