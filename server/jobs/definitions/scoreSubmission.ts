import { z } from 'zod';
import { defineJob } from '../defineJob.ts';

/**
 * Spam scoring of a new submission (pending → processing → completed/failed). Declared here so intake can
 * enqueue it durably; the spam engine issue registers the handler. Until then submissions stay "pending".
 */
export const scoreSubmissionJob = defineJob({
  id: 'score-submission',
  payload: z.object({ submissionId: z.uuid() }),
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 120,
  batchSize: 20,
});
