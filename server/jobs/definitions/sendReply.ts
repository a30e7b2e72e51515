import { z } from 'zod';
import { deliverReply } from '../../commands/deliverReply.ts';
import type { MailDeps } from '../../commands/notificationMail.ts';
import { defineJob } from '../defineJob.ts';

/**
 * Staff's reply to a patient (issue 28), enqueued by "Antworten" in the same transaction as the reply's row;
 * the payload is its id only, the text stays sealed in the database. A temporary refusal fails the job, so
 * pg-boss retries it (30 s, doubling, five times) as it does the notices; the reply's row keeps the status.
 */
export const sendReplyJob = defineJob({
  id: 'send-reply',
  payload: z.object({ replyId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  // A run whose worker died is retried after this; one send's SMTP waits are bounded well below it.
  expireInSeconds: 300,
});

export const sendReplyWorker = (deps: MailDeps) =>
  defineJob({
    ...sendReplyJob,
    handler: async ({ replyId }, ctx) => {
      const finalAttempt = ctx.attempt > (sendReplyJob.retryLimit ?? 0);
      const result = await deliverReply(deps, replyId, { finalAttempt });
      // The outcome only: address and text stay out of the log.
      ctx.log('reply done', { result });
      if (result === 'retry') throw new Error('reply: delivery failed temporarily, retrying later');
    },
  });
