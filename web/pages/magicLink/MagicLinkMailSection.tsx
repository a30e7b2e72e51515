import { formatGermanDateTime } from '../../../common/dashboard/submissionDisplay.ts';
import type { MagicLinkSubmission } from '../../../common/schemas/magicLinkSubmission.ts';
import { submissionTexts } from '../../../common/texts/submission.ts';
import { StatusIcon } from '../submission/EmailSection.tsx';
import { Section } from '../submission/Section.tsx';

const texts = submissionTexts.email;

/**
 * E-Mail-Benachrichtigung as the link shows it: how many mails went out, the last send time, a tick or cross
 * and the time per mail — not to whom, nor why one failed (those are the staff's E-Mail-Logs).
 */
export function MagicLinkMailSection({ submission }: { submission: MagicLinkSubmission }) {
  const logs = submission.email_logs;
  const sent = logs.filter((log) => log.status === 'sent');
  const lastSent = sent[0];

  return (
    <Section title={texts.title} testId="email-section">
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
          <ul className="flex flex-col gap-1.5 text-sm">
            {logs.map((log, index) => (
              // The server's order (newest first) is the list's; mails have no other name here.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's life.
              <li key={index} className="flex min-w-0 items-center gap-2">
                <StatusIcon log={log} />
                <time dateTime={log.sent_at} className="text-slate-800">
                  {formatGermanDateTime(log.sent_at)}
                </time>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
