import { CircleDashed, Inbox, ShieldAlert } from 'lucide-react';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import { dashboardTexts } from '../../../common/texts/dashboard.ts';
import type { SubmissionStats } from '../../api/submissions.ts';
import { StatCard } from '../../components/StatCard.tsx';

const texts = dashboardTexts.stats;

/** The set a card shows when clicked (issue 28): everything, what is not Erledigt, or spam. */
export type StatsSet = 'all' | 'open' | 'spam';

interface StatsCardsProps {
  stats: SubmissionStats;
  loading: boolean;
  /** The card whose set the list shows now, if any. */
  selected: StatsSet | null;
  onSelect: (set: StatsSet) => void;
}

/** Total (with the last submission's reference number), unprocessed and spam; each a filter. */
export function StatsCards({ stats, loading, selected, onSelect }: StatsCardsProps) {
  return (
    <dl aria-label={texts.label} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <StatCard
        label={texts.total}
        testId="stat-total"
        value={stats.total}
        loading={loading}
        selected={selected === 'all'}
        onSelect={() => onSelect('all')}
        icon={<Inbox aria-hidden="true" className="size-4" />}
        detail={
          loading
            ? undefined
            : stats.last_submission_id
              ? texts.lastSubmission(referenceNumber(stats.last_submission_id))
              : texts.noSubmissions
        }
      />
      <StatCard
        label={texts.unprocessed}
        testId="stat-unprocessed"
        value={stats.unprocessed}
        loading={loading}
        selected={selected === 'open'}
        onSelect={() => onSelect('open')}
        tone={stats.unprocessed > 0 ? 'warning' : 'neutral'}
        icon={<CircleDashed aria-hidden="true" className="size-4" />}
      />
      <StatCard
        label={texts.spam}
        testId="stat-spam"
        value={stats.spam}
        loading={loading}
        selected={selected === 'spam'}
        onSelect={() => onSelect('spam')}
        tone={stats.spam > 0 ? 'danger' : 'neutral'}
        icon={<ShieldAlert aria-hidden="true" className="size-4" />}
      />
    </dl>
  );
}
