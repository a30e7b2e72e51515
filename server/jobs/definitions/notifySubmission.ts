import { z } from 'zod';
import type { MailDeps } from '../../commands/notificationMail.ts';
import { sendNotifications } from '../../commands/sendNotification.ts';
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
  // The notices of one fetch are sent together (sendNotifications: one statement per step for all of them,
  // the mails side by side over the pooled SMTP transport), not one per polling interval. Two mails per pooled
  // connection at most: their bounded SMTP waits (2 × 60 s) stay below a claim's staleness (150 s).
  batchSize: 10,
});

export const notifySubmissionWorker = (deps: MailDeps) =>
  defineJob({
    ...notifySubmissionJob,
    batchHandler: async (jobs) => {
      const outcomes = await sendNotifications(
        deps,
        jobs.map(({ payload, ctx }) => ({
          submissionId: payload.submissionId,
          finalAttempt: ctx.attempt > (notifySubmissionJob.retryLimit ?? 0),
        })),
      );
      return outcomes.map((outcome, i) => {
        if (outcome instanceof Error) return outcome;
        // Counts only: addresses and contents stay out of the log.
        jobs[i]!.ctx.log('notification done', outcome);
        return null;
      });
    },
  });
