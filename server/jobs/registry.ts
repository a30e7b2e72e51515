// Every job the workers run: the definition (queue name, payload, retries) with its handler bound to the
// services it needs. Mail jobs need the environment (PUBLIC_URL) and the process's mailer; a caller without
// them (the benchmarks) gets notify-submission declared without a handler, its jobs waiting, and no digest.
import type { Services } from '../boot.ts';
import type { MailDeps } from '../commands/notificationMail.ts';
import { markScoringFailed, scoreSubmissions } from '../commands/scoreSubmissions.ts';
import { type Env, publicUrl } from '../env.ts';
import type { Mailer } from '../services/mail/mailer.ts';
import type { AiConfig } from '../services/spam/aiSecondOpinion.ts';
import type { AnyJobDefinition } from './defineJob.ts';
import { deleteTenantWorker } from './definitions/deleteTenant.ts';
import { deliverWebhookJob, deliverWebhookWorker } from './definitions/deliverWebhook.ts';
import { notifySubmissionJob, notifySubmissionWorker } from './definitions/notifySubmission.ts';
import { purgeExpiredSessionsJob } from './definitions/purgeExpiredSessions.ts';
import { retentionJob } from './definitions/retention.ts';
import { scoreSubmissionJob } from './definitions/scoreSubmission.ts';
import { sendReplyJob, sendReplyWorker } from './definitions/sendReply.ts';
import { spamDigestJob } from './definitions/spamDigest.ts';
import { vacuumEmbeddedDatabaseJob } from './definitions/vacuumEmbeddedDatabase.ts';
import type { JobQueue } from './queue.ts';

export type JobDeps = Services & { queue: JobQueue; ai?: AiConfig; env?: Env; mailer?: Mailer };

export const jobDefinitions = (deps: JobDeps): AnyJobDefinition[] => {
  const mail: MailDeps | null =
    deps.env && deps.mailer ? { ...deps, mailer: deps.mailer, publicUrl: publicUrl(deps.env) } : null;
  return [
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
    mail ? notifySubmissionWorker(mail) : notifySubmissionJob,
    mail ? sendReplyWorker(mail) : sendReplyJob,
    ...(mail ? [spamDigestJob(mail)] : []),
    // Webhooks need PUBLIC_URL and their settings; without the environment their jobs wait.
    deps.env ? deliverWebhookWorker({ ...deps, env: deps.env }) : deliverWebhookJob,
    deleteTenantWorker(deps),
    retentionJob(deps),
    ...(deps.database.kind === 'pglite' ? [vacuumEmbeddedDatabaseJob(deps.database)] : []),
  ];
};
