import { memo } from 'react';
import { dashboardTexts } from '../../../common/texts/dashboard.ts';
import type { SubmissionCardData } from '../../api/submissions.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { SkeletonRows } from '../../components/Skeleton.tsx';
import { SubmissionCard } from './SubmissionCard.tsx';

const texts = dashboardTexts.list;

interface SubmissionListProps {
  /** Undefined while the first answer is awaited. */
  submissions: readonly SubmissionCardData[] | undefined;
  selected: ReadonlySet<string>;
  onSelectedChange: (id: string, selected: boolean) => void;
  /** Whether a request of this practice may be deleted (issue 44): only those can be selected. */
  mayDelete: (tenantId: string) => boolean;
  onToggleProcessed: (submission: SubmissionCardData) => void;
  onMarkSpam: (submission: SubmissionCardData, isSpam: boolean) => void;
  busyIds: ReadonlySet<string>;
}

/** Memoized: the dashboard renders again for its stats and chart, the cards only when they change. */
export const SubmissionList = memo(function SubmissionList({
  submissions,
  selected,
  onSelectedChange,
  mayDelete,
  onToggleProcessed,
  onMarkSpam,
  busyIds,
}: SubmissionListProps) {
  if (!submissions) return <SkeletonRows rows={4} label={texts.loading} />;
  if (submissions.length === 0) {
    return <EmptyState title={texts.empty} hint={texts.emptyHint} />;
  }
  return (
    <ul className="flex flex-col gap-3">
      {submissions.map((submission) => (
        <li key={submission.id}>
          <SubmissionCard
            submission={submission}
            selected={selected.has(submission.id)}
            onSelectedChange={
              mayDelete(submission.tenant_id) ? (value) => onSelectedChange(submission.id, value) : undefined
            }
            onToggleProcessed={() => onToggleProcessed(submission)}
            onMarkSpam={(isSpam) => onMarkSpam(submission, isSpam)}
            busy={busyIds.has(submission.id)}
          />
        </li>
      ))}
    </ul>
  );
});
