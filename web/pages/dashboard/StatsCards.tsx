import { CircleDashed, Inbox, ShieldAlert } from 'lucide-react';
import { dashboardTexts } from '../../../common/texts/dashboard.ts';
import type { SubmissionStats } from '../../api/submissions.ts';
import { StatCard } from '../../components/StatCard.tsx';

const texts = dashboardTexts.stats;

interface StatsCardsProps {
  stats: SubmissionStats;
  loading: boolean;
}

/** Total (with the last submission's id), unprocessed and spam. */
export function StatsCards({ stats, loading }: StatsCardsProps) {
  return (
    <dl aria-label={texts.label} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <StatCard
        label={texts.total}
        testId="stat-total"
        value={stats.total}
        loading={loading}
        icon={<Inbox aria-hidden="true" className="size-4" />}
        detail={
          loading ? undefined : stats.last_submission_id ? (
            <span title={stats.last_submission_id}>{texts.lastSubmission(stats.last_submission_id)}</span>
          ) : (
            texts.noSubmissions
          )
        }
      />
      <StatCard
        label={texts.unprocessed}
        testId="stat-unprocessed"
        value={stats.unprocessed}
        loading={loading}
        tone={stats.unprocessed > 0 ? 'warning' : 'neutral'}
        icon={<CircleDashed aria-hidden="true" className="size-4" />}
      />
      <StatCard
        label={texts.spam}
        testId="stat-spam"
        value={stats.spam}
        loading={loading}
        tone={stats.spam > 0 ? 'danger' : 'neutral'}
        icon={<ShieldAlert aria-hidden="true" className="size-4" />}
      />
    </dl>
  );
}
