import { z } from 'zod';
import { deleteExpiredSessions } from '../../auth/sessions.ts';
import type { Db } from '../../db/connect.ts';
import { defineJob } from '../defineJob.ts';

/** Expired sessions are refused anyway; this only keeps the table small. */
export const purgeExpiredSessionsJob = (db: Db) =>
  defineJob({
    id: 'purge-expired-sessions',
    payload: z.object({}),
    cron: '17 * * * *',
    retryLimit: 1,
    handler: () => deleteExpiredSessions(db),
  });
