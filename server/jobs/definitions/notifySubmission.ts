import { z } from 'zod';
import { defineJob } from '../defineJob.ts';

/**
 * The notification e-mail for a submission that scored as not spam (DESIGN §5). Enqueued by the spam
 * pipeline; the notifications issue registers the handler (mail with magic link and code, email_logs).
 */
export const notifySubmissionJob = defineJob({
  id: 'notify-submission',
  payload: z.object({ submissionId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 30,
});
