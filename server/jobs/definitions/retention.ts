import { z } from 'zod';
import { RETENTION_CRON } from '../../../common/retention.ts';
import { applyRetention, type RetentionDeps } from '../../commands/applyRetention.ts';
import { defineJob } from '../defineJob.ts';

/**
 * Daily at 02:30 UTC (before the practice day): deletes what is past its retention period
 * (commands/applyRetention.ts). A second instance's run at the same time skips; a retry after a crash starts
 * a new run that deletes what is still due.
 */
export const retentionJob = (deps: RetentionDeps) =>
  defineJob({
    id: 'apply-retention',
    payload: z.object({}),
    cron: RETENTION_CRON,
    retryLimit: 3,
    retryDelaySeconds: 300,
    // 100,000 due rows take minutes on PGlite (paced batches); a run whose worker died is retried after this.
    expireInSeconds: 3600,
    handler: async (_payload, ctx) => {
      const outcome = await applyRetention(deps);
      ctx.log(
        'retention run',
        outcome.status === 'completed'
          ? { status: outcome.status, runId: outcome.runId, deleted: outcome.deleted }
          : { status: outcome.status, runningRunId: outcome.runningRunId },
      );
    },
  });
