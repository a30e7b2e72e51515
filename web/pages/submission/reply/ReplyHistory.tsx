import { formatGermanDateTime } from '../../../../common/dashboard/submissionDisplay.ts';
import type { ReplyEntry, ReplyStatus } from '../../../../common/replies/replySchemas.ts';
import { REPLY_TEMPLATE_LABELS } from '../../../../common/replies/replyTemplateKinds.ts';
import { replyTexts } from '../../../../common/texts/replies.ts';
import { Badge, type BadgeTone } from '../../../components/Badge.tsx';

const texts = replyTexts.panel;
const TONES: Record<ReplyStatus, BadgeTone> = { queued: 'info', sent: 'success', failed: 'danger' };

/** The request's replies, newest first: subject, state, template, author, times; the text folded away. */
export function ReplyHistory({ replies }: { replies: readonly ReplyEntry[] }) {
  return (
    <ul
      aria-label={texts.historyLabel}
      data-testid="reply-history"
      className="flex flex-col divide-y divide-slate-200"
    >
      {replies.map((reply) => (
        <li
          key={reply.id}
          data-testid="reply-entry"
          className="flex min-w-0 flex-col gap-1.5 py-3 first:pt-0 last:pb-0"
        >
          <div className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 font-medium break-words text-slate-900">
              {reply.subject ?? texts.unreadable}
            </span>
            <Badge tone={TONES[reply.status]}>{replyTexts.status[reply.status]}</Badge>
          </div>
          <p className="text-xs text-slate-600">
            {REPLY_TEMPLATE_LABELS[reply.template]} · {texts.by} {reply.author?.name ?? texts.unknownAuthor} ·{' '}
            {texts.createdAt}{' '}
            <time dateTime={reply.created_at}>{formatGermanDateTime(reply.created_at)}</time>
            {reply.sent_at && (
              <>
                {' · '}
                {texts.sentAt} <time dateTime={reply.sent_at}>{formatGermanDateTime(reply.sent_at)}</time>
              </>
            )}
            {reply.status !== 'sent' && reply.attempts > 0 && <> · {texts.attempts(reply.attempts)}</>}
          </p>
          {reply.status === 'failed' && reply.error_message && (
            <p className="text-sm break-words text-red-800">
              {texts.error}: {reply.error_message}
            </p>
          )}
          <details className="text-sm">
            <summary className="cursor-pointer text-teal-800 hover:underline">{texts.showText}</summary>
            <p className="mt-2 break-words whitespace-pre-wrap text-slate-800">
              {reply.body ?? texts.unreadable}
            </p>
          </details>
        </li>
      ))}
    </ul>
  );
}
