import { z } from 'zod';
import { deleteExpiredSessions } from '../../auth/sessions.ts';
import { deleteExpiredBlocks } from '../../commands/autoBlock.ts';
import type { Db } from '../../db/connect.ts';
import { defineJob } from '../defineJob.ts';

/** Expired sessions and blacklist entries are ignored anyway; this only keeps the tables small. */
export const purgeExpiredSessionsJob = (db: Db) =>
  defineJob({
    id: 'purge-expired-sessions',
    payload: z.object({}),
    cron: '17 * * * *',
    retryLimit: 1,
    handler: async () => {
      await deleteExpiredSessions(db);
      await deleteExpiredBlocks(db);
    },
  });
