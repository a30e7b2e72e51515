import { z } from 'zod';
import type { MailDeps } from '../../commands/notificationMail.ts';
import { sendNotification } from '../../commands/sendNotification.ts';
import { defineJob } from '../defineJob.ts';

/**
 * The notification e-mail for a submission that scored as not spam (DESIGN §5), enqueued by the spam
 * pipeline and when staff rescue a submission from spam. Temporary SMTP failures fail the job, so pg-boss
 * retries it (30 s, doubling); deliveries already made are never repeated (notification_deliveries).
 */
export const notifySubmissionJob = defineJob({
  id: 'notify-submission',
  payload: z.object({ submissionId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  // A run whose worker died is retried after this; deliveries it claimed are stale by then (deliveries.ts).
  expireInSeconds: 300,
  // Mails of a burst go out side by side (one fetch, one SMTP transport), not one per polling interval.
  batchSize: 10,
});

export const notifySubmissionWorker = (deps: MailDeps) =>
  defineJob({
    ...notifySubmissionJob,
    handler: async ({ submissionId }, ctx) => {
      const finalAttempt = ctx.attempt > (notifySubmissionJob.retryLimit ?? 0);
      const outcome = await sendNotification(deps, submissionId, { finalAttempt });
      // Counts only: addresses and contents stay out of the log.
      ctx.log('notification done', outcome);
    },
  });
