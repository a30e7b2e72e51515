import { CircleCheck, CircleDashed, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import {
  formatGermanDateTime,
  formatSpamScore,
  messagePreview,
  prescriptionIssued,
  requestKindLabel,
  spamScoreTone,
  submissionTitle,
} from '../../../common/dashboard/submissionDisplay.ts';
import { dashboardTexts } from '../../../common/texts/dashboard.ts';
import type { SubmissionCardData } from '../../api/submissions.ts';
import { Badge, type BadgeTone } from '../../components/Badge.tsx';
import { Button } from '../../components/Button.tsx';

const texts = dashboardTexts.card;

const SCORE_TONES: Record<ReturnType<typeof spamScoreTone>, BadgeTone> = {
  red: 'danger',
  yellow: 'warning',
  green: 'success',
};

interface SubmissionCardProps {
  submission: SubmissionCardData;
  selected: boolean;
  /** Absent: the card cannot be selected (the only bulk action, deletion, is not the user's here; issue 44). */
  onSelectedChange?: (selected: boolean) => void;
  onToggleProcessed: () => void;
  onMarkSpam: (isSpam: boolean) => void;
  busy?: boolean;
}

export function SubmissionCard({
  submission,
  selected,
  onSelectedChange,
  onToggleProcessed,
  onMarkSpam,
  busy = false,
}: SubmissionCardProps) {
  const data = submission.form_data ?? {};
  const decryptionFailed = typeof data._decryptionError === 'string';
  const title = submissionTitle(decryptionFailed ? {} : data, submission.form_type, submission.id);
  const kind = requestKindLabel(submission.request_kind, submission.form_type);
  const preview = decryptionFailed ? '' : messagePreview(data);
  const issued = decryptionFailed ? '' : prescriptionIssued(data);
  const quarantine =
    submission.quarantine_status && submission.quarantine_status !== 'completed'
      ? texts.quarantine[submission.quarantine_status]
      : null;
  const score = submission.spam_score;
  const titleId = `submission-${submission.id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      className={`flex gap-3 rounded-lg border bg-white p-4 shadow-sm ${
        selected ? 'border-primary ring-1 ring-primary' : 'border-slate-200'
      }`}
    >
      {onSelectedChange && (
        <span className="-m-1 flex size-9 shrink-0 items-start justify-center pt-1">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelectedChange(event.target.checked)}
            aria-label={texts.select(title)}
            className="size-5 cursor-pointer rounded border-slate-400 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="flex min-w-0 flex-col">
            <h3 id={titleId} className="min-w-0 text-base font-semibold text-slate-900">
              <Link
                to={`/submissions/${submission.id}`}
                className="break-words rounded-sm underline-offset-4 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                {title}
              </Link>
            </h3>
            <p className="text-xs text-slate-600">
              <span className="sr-only">{texts.date}: </span>
              <time dateTime={submission.created_at}>{formatGermanDateTime(submission.created_at)}</time>
              {' · '}
              {texts.clickForDetails}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            {!submission.opened_at && !submission.is_spam && <Badge tone="info">{texts.unopened}</Badge>}
            <Badge tone="primary">
              <span className="sr-only">{texts.kind}: </span>
              {kind}
            </Badge>
            <Badge tone={submission.is_processed ? 'success' : 'warning'}>
              {submission.is_processed
                ? texts.processed
                : submission.workflow_state === 'in_bearbeitung'
                  ? texts.inProgress
                  : texts.unprocessed}
            </Badge>
            {submission.is_spam && <Badge tone="danger">{texts.spamLabel}</Badge>}
            <Badge tone={score === null ? 'neutral' : SCORE_TONES[spamScoreTone(score)]}>
              {score === null ? texts.spamScoreNone : texts.spamScore(formatSpamScore(score))}
            </Badge>
            {quarantine && (
              <Badge tone={submission.quarantine_status === 'failed' ? 'danger' : 'neutral'}>
                {quarantine}
              </Badge>
            )}
          </div>
        </div>

        {decryptionFailed ? (
          <p className="text-sm text-red-700">{texts.decryptionError}</p>
        ) : (
          preview && <p className="line-clamp-2 text-sm break-words text-slate-700">{preview}</p>
        )}
        {issued && <p className="text-sm text-slate-700">{issued}</p>}

        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-slate-600">
            {submission.tenants?.name || texts.tenantUnknown}
            {submission.assignee_name && ` · ${texts.assignedTo(submission.assignee_name)}`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant={submission.is_processed ? 'secondary' : 'primary'}
              onClick={onToggleProcessed}
              icon={
                submission.is_processed ? (
                  <CircleDashed aria-hidden="true" className="size-4" />
                ) : (
                  <CircleCheck aria-hidden="true" className="size-4" />
                )
              }
            >
              {submission.is_processed ? texts.markUnprocessed : texts.markProcessed}
            </Button>
            <Button
              variant="secondary"
              disabled={submission.is_spam || busy}
              onClick={() => onMarkSpam(true)}
              icon={<ShieldAlert aria-hidden="true" className="size-4" />}
            >
              {texts.markSpam}
            </Button>
            <Button
              variant="secondary"
              disabled={!submission.is_spam || busy}
              onClick={() => onMarkSpam(false)}
              icon={<ShieldCheck aria-hidden="true" className="size-4" />}
            >
              {texts.markNotSpam}
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
