import { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import { vacuumEmbeddedDatabase } from '../../db/embeddedVacuum.ts';
import { defineJob } from '../defineJob.ts';

/** Autovacuum's work for the embedded database (PGlite has no background workers); every minute, as autovacuum. */
export const vacuumEmbeddedDatabaseJob = (database: Database) =>
  defineJob({
    id: 'vacuum-embedded-database',
    payload: z.object({}),
    cron: '* * * * *',
    retryLimit: 0,
    // The one worker runs these one after another; a run past 10 minutes is given up (the next minute's
    // run picks up whatever is still due), no retry.
    expireInSeconds: 600,
    handler: async (_payload, ctx) => {
      const done = await vacuumEmbeddedDatabase(database);
      if (done.length > 0) ctx.log('embedded database maintained', { tables: done });
    },
  });
