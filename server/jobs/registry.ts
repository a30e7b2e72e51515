// Every job the workers run: the definition (queue name, payload, retries) with its handler bound to the
// services it needs. notify-submission is declared without a handler until the notifications work lands.
import type { Services } from '../boot.ts';
import { markScoringFailed, scoreSubmissions } from '../commands/scoreSubmissions.ts';
import type { AiConfig } from '../services/spam/aiSecondOpinion.ts';
import type { AnyJobDefinition } from './defineJob.ts';
import { notifySubmissionJob } from './definitions/notifySubmission.ts';
import { purgeExpiredSessionsJob } from './definitions/purgeExpiredSessions.ts';
import { scoreSubmissionJob } from './definitions/scoreSubmission.ts';
import type { JobQueue } from './queue.ts';

export type JobDeps = Services & { queue: JobQueue; ai?: AiConfig };

export const jobDefinitions = (deps: JobDeps): AnyJobDefinition[] => [
  purgeExpiredSessionsJob(deps.database.db),
  {
    ...scoreSubmissionJob,
    handler: async ({ submissionIds }, ctx) => {
      try {
        await scoreSubmissions(deps, submissionIds);
      } catch (error) {
        if (ctx.attempt > (scoreSubmissionJob.retryLimit ?? 0))
          await markScoringFailed(deps.database, submissionIds);
        throw error;
      }
    },
  },
  notifySubmissionJob,
];
