import { z } from 'zod';
import type { MailDeps } from '../../commands/notificationMail.ts';
import { sendSpamDigests } from '../../commands/sendSpamDigest.ts';
import { defineJob } from '../defineJob.ts';

/**
 * Daily at 17:00 UTC (18:00 or 19:00 in Germany, when the practice day ends): each practice that wants it
 * hears how many requests the spam filter held back, so a real one is found the same day.
 */
const RETRY_LIMIT = 3;

export const spamDigestJob = (deps: MailDeps) =>
  defineJob({
    id: 'spam-digest',
    payload: z.object({}),
    cron: '0 17 * * *',
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
    handler: async (_payload, ctx) => {
      const digests = await sendSpamDigests(deps, { finalAttempt: ctx.attempt > RETRY_LIMIT });
      ctx.log('spam digests done', { practices: digests.length });
    },
  });
