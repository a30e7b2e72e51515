import { CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatGermanDateTime } from '../../../common/dashboard/submissionDisplay.ts';
import type { EmailLog, SubmissionDetail } from '../../../common/schemas/submissionDetail.ts';
import { submissionTexts } from '../../../common/texts/submission.ts';
import { Badge } from '../../components/Badge.tsx';
import { Section } from './Section.tsx';

const texts = submissionTexts.email;

const time = (value: string) => new Date(value).getTime() || 0;

/** Newest first (by send time, then creation). */
export const newestFirst = (logs: readonly EmailLog[]) =>
  [...logs].sort((a, b) => time(b.sent_at) - time(a.sent_at) || time(b.created_at) - time(a.created_at));

/** A tick or a cross for one mail (the magic-link view lists its mails with it, without addresses). */
export function StatusIcon({ log }: { log: Pick<EmailLog, 'status'> }) {
  return log.status === 'sent' ? (
    <CircleCheck aria-label={texts.sent} role="img" className="size-4 shrink-0 text-emerald-700" />
  ) : (
    <CircleX aria-label={texts.failed} role="img" className="size-4 shrink-0 text-red-700" />
  );
}

interface EmailNotificationSectionProps {
  submission: SubmissionDetail;
  /** The resend button (staff only). */
  resendSlot?: ReactNode;
  /** The outcome of the last resend, shown at the top of the section. */
  notice?: ReactNode;
}

/** E-Mail-Benachrichtigung: how many mails went out, the last send time, a tick or cross per mail. */
export function EmailNotificationSection({ submission, resendSlot, notice }: EmailNotificationSectionProps) {
  const logs = newestFirst(submission.email_logs);
  const sent = logs.filter((log) => log.status === 'sent');
  const lastSent = sent[0];

  return (
    <Section title={texts.title} actions={resendSlot} testId="email-section">
      {notice}
      {logs.length === 0 ? (
        <p className="text-sm text-slate-700">{submission.is_spam ? texts.spamText : texts.noLogs}</p>
      ) : (
        <>
          <p className="text-sm text-slate-800">
            <span data-testid="email-sent-count" className="font-semibold">
              {texts.sentCount(sent.length)}
            </span>
            {lastSent && (
              <>
                {' · '}
                {texts.lastSent}:{' '}
                <time dateTime={lastSent.sent_at}>{formatGermanDateTime(lastSent.sent_at)}</time>
              </>
            )}
          </p>
          {submission.is_spam && sent.length === 0 && (
            <p className="text-sm text-slate-700">{texts.spamText}</p>
          )}
          <ul className="flex flex-col gap-1.5 text-sm">
            {logs.map((log) => (
              <li key={log.id} className="flex min-w-0 items-center gap-2">
                <StatusIcon log={log} />
                <span className="min-w-0 break-all text-slate-800">{log.recipient}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

/** E-Mail-Logs: recipient, subject, status, date and the error message, newest first. */
export function EmailLogSection({ logs }: { logs: readonly EmailLog[] }) {
  const sorted = newestFirst(logs);
  return (
    <Section title={texts.logsTitle} testId="email-logs">
      {sorted.length === 0 ? (
        <p className="text-sm text-slate-700">{texts.noLogs}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {sorted.map((log) => (
            <li key={log.id} className="py-3 first:pt-0 last:pb-0">
              <dl className="grid min-w-0 gap-x-6 gap-y-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
                <dt className="font-medium text-slate-600">{texts.recipient}</dt>
                <dd className="min-w-0 break-all text-slate-900">{log.recipient}</dd>
                <dt className="font-medium text-slate-600">{texts.subject}</dt>
                <dd className="min-w-0 break-words text-slate-900">{log.subject}</dd>
                <dt className="font-medium text-slate-600">{texts.status}</dt>
                <dd>
                  <Badge tone={log.status === 'sent' ? 'success' : 'danger'}>
                    {log.status === 'sent' ? texts.sent : texts.failed}
                  </Badge>
                </dd>
                <dt className="font-medium text-slate-600">{texts.date}</dt>
                <dd className="text-slate-900">
                  <time dateTime={log.sent_at}>{formatGermanDateTime(log.sent_at)}</time>
                </dd>
                {log.error_message && (
                  <>
                    <dt className="font-medium text-slate-600">{texts.error}</dt>
                    <dd className="min-w-0 break-words text-red-800">{log.error_message}</dd>
                  </>
                )}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
