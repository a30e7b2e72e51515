import { z } from 'zod';
import { defineJob } from '../defineJob.ts';

/**
 * Spam scoring of new submissions (pending → processing → completed/failed), one job per intake batch
 * (services/submissionWriter.ts writes submissions in groups and enqueues their ids together, in the same
 * transaction). jobs/registry.ts binds the handler (commands/scoreSubmissions.ts).
 */
export const scoreSubmissionJob = defineJob({
  id: 'score-submissions',
  payload: z.object({ submissionIds: z.array(z.uuid()).min(1).max(500) }),
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 120,
  // Several intake batches per fetch: a burst is scored in parallel instead of one job per poll.
  batchSize: 10,
});
