import { lazy, Suspense } from 'react';
import type { SubmissionDetail } from '../../../../common/schemas/submissionDetail.ts';

// Loaded when a staff detail shows it: the magic-link view (the same detail, read-only) carries neither the
// panel nor its queries.
const ReplyPanel = lazy(() => import('./ReplyPanel.tsx').then((module) => ({ default: module.ReplyPanel })));

export function LazyReplyPanel({ submission }: { submission: SubmissionDetail }) {
  return (
    <Suspense fallback={null}>
      <ReplyPanel submission={submission} />
    </Suspense>
  );
}
