import { lazy, Suspense } from 'react';
import type { SubmissionDetail } from '../../../../common/schemas/submissionDetail.ts';
import { replyTexts } from '../../../../common/texts/replies.ts';
import { PanelPlaceholder } from '../PanelPlaceholder.tsx';

// Loaded when a staff detail shows it: the magic-link view (the same detail, read-only) carries neither the
// panel nor its queries.
const ReplyPanel = lazy(() => import('./ReplyPanel.tsx').then((module) => ({ default: module.ReplyPanel })));

export function LazyReplyPanel({ submission }: { submission: SubmissionDetail }) {
  return (
    <Suspense fallback={<PanelPlaceholder label={replyTexts.panel.loading} minHeight="min-h-40" />}>
      <ReplyPanel submission={submission} />
    </Suspense>
  );
}
