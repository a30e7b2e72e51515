import { Reply } from 'lucide-react';
import { useState } from 'react';
import type { SubmissionDetail } from '../../../../common/schemas/submissionDetail.ts';
import { replyTexts } from '../../../../common/texts/replies.ts';
import { useReplyHistory } from '../../../api/replies.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { StatusMessage } from '../../../components/StatusMessage.tsx';
import { useTransientMessage } from '../../../hooks/useTransientMessage.ts';
import { Section } from '../Section.tsx';
import { ReplyDialog } from './ReplyDialog.tsx';
import { ReplyHistory } from './ReplyHistory.tsx';

const texts = replyTexts.panel;

/**
 * "Antworten" on the staff detail (issue 28): a mail to the patient from the practice's templates, and below
 * it what was written, with its delivery state (In Warteschlange → Gesendet or Fehlgeschlagen).
 */
export function ReplyPanel({ submission }: { submission: SubmissionDetail }) {
  const [open, setOpen] = useState(false);
  const [success, setSuccess] = useTransientMessage();
  const history = useReplyHistory(submission.id);

  return (
    <Section
      title={texts.title}
      testId="reply-panel"
      actions={
        <Button
          icon={<Reply aria-hidden="true" className="size-4" />}
          disabled={submission.is_spam}
          onClick={() => {
            setSuccess(null);
            setOpen(true);
          }}
        >
          {texts.button}
        </Button>
      }
    >
      {submission.is_spam && <p className="text-sm text-slate-700">{replyTexts.errors.spam}</p>}
      <StatusMessage message={success} />
      {history.isPending ? (
        <SkeletonRows rows={2} label={texts.loading} />
      ) : history.isError ? (
        <Alert onRetry={() => void history.refetch()} retrying={history.isFetching} retryLabel={texts.retry}>
          {texts.loadFailed}
        </Alert>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-slate-700">{texts.empty}</p>
      ) : (
        <ReplyHistory replies={history.data} />
      )}
      <ReplyDialog
        submission={submission}
        open={open}
        onOpenChange={setOpen}
        onSent={() => {
          setOpen(false);
          setSuccess(texts.queuedNotice);
        }}
      />
    </Section>
  );
}
