import { ShieldAlert } from 'lucide-react';
import { spamScoreTone } from '../../../common/dashboard/submissionDisplay.ts';
import type { SubmissionDetail } from '../../../common/schemas/submissionDetail.ts';
import { submissionTexts } from '../../../common/texts/submission.ts';
import { Badge, type BadgeTone } from '../../components/Badge.tsx';
import { Switch } from '../../components/Switch.tsx';
import { DD_CLASSES, DT_CLASSES, Section } from './Section.tsx';

const texts = submissionTexts.spam;

const SCORE_TONES: Record<ReturnType<typeof spamScoreTone>, BadgeTone> = {
  red: 'danger',
  yellow: 'warning',
  green: 'success',
};

/** The red banner of a submission marked as spam (shown in every mode). */
export function SpamBanner() {
  return (
    <div
      data-testid="spam-banner"
      className="flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div className="flex flex-col gap-0.5">
        <p className="font-semibold">{texts.banner}</p>
        <p>{texts.bannerHint}</p>
      </div>
    </div>
  );
}

interface SpamSectionProps {
  submission: SubmissionDetail;
  onSetSpam: (isSpam: boolean) => void;
  pending: boolean;
}

/** Spam-Verwaltung: status, score (x/100), the toggle and the filter's reasons in German. */
export function SpamSection({ submission, onSetSpam, pending }: SpamSectionProps) {
  const score = submission.spam_score;
  const reasons = [...new Set(submission.spam_reasons ?? [])];
  const quarantine =
    submission.quarantine_status !== 'completed' ? texts.quarantine[submission.quarantine_status] : null;

  return (
    <Section title={texts.title} testId="spam-section">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-6 gap-y-2">
        <dt className={DT_CLASSES}>{texts.status}</dt>
        <dd className={DD_CLASSES} data-testid="spam-status">
          <Badge tone={submission.is_spam ? 'danger' : 'success'}>
            {submission.is_spam ? texts.isSpam : texts.notSpam}
          </Badge>
          {quarantine && (
            <span className="ml-2">
              <Badge tone={submission.quarantine_status === 'failed' ? 'danger' : 'neutral'}>
                {quarantine}
              </Badge>
            </span>
          )}
        </dd>
        <dt className={DT_CLASSES}>{texts.score}</dt>
        <dd className={DD_CLASSES} data-testid="spam-score">
          <Badge tone={score === null ? 'neutral' : SCORE_TONES[spamScoreTone(score)]}>
            {score === null ? texts.scoreNone : texts.scoreValue(score)}
          </Badge>
        </dd>
      </dl>
      <Switch
        label={texts.toggle}
        hint={texts.toggleHint}
        checked={submission.is_spam}
        loading={pending}
        onChange={onSetSpam}
      />
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{texts.reasons}</h3>
        {reasons.length > 0 ? (
          <ul data-testid="spam-reasons" className="list-disc space-y-1 pl-5 text-sm text-slate-800">
            {reasons.map((reason) => (
              <li key={reason} className="break-words">
                {reason}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{texts.noReasons}</p>
        )}
      </div>
    </Section>
  );
}
