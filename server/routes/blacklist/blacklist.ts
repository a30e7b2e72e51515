import { count, desc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addToBlacklist } from '../../commands/addToBlacklist.ts';
import { removeFromBlacklist } from '../../commands/removeFromBlacklist.ts';
import type { AppDeps } from '../../context.ts';
import { ipBlacklist } from '../../db/schema.ts';
import { requireAdmin } from '../../http/authenticate.ts';
import { ACTIVE_ENTRY } from '../../services/blacklistLookup.ts';
import { presentBlacklistEntry } from './presentEntry.ts';
import {
  addBodySchema,
  addResponseSchema,
  BLACKLIST_PAGE_LIMIT,
  blacklistListSchema,
  entryParamsSchema,
} from './schema.ts';

// The IP blacklist screen (spec 001 §2.3, §7): list newest first, add an address or network by hand, remove an
// entry.
export const blacklistRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.addHook('onRequest', requireAdmin);

  app.get('/', { schema: { response: { 200: blacklistListSchema } } }, async () => {
    // Expired blocks are no longer in effect: not shown, deleted by apply-retention.
    const active = sql.raw(ACTIVE_ENTRY);
    const rows = await db
      .select()
      .from(ipBlacklist)
      .where(active)
      .orderBy(desc(ipBlacklist.addedAt), ipBlacklist.ipHash)
      .limit(BLACKLIST_PAGE_LIMIT);
    const [{ total }] = await db.select({ total: count() }).from(ipBlacklist).where(active);
    return { entries: rows.map(presentBlacklistEntry), total };
  });

  app.post(
    '/',
    { schema: { body: addBodySchema, response: { 201: addResponseSchema } } },
    async (request, reply) => {
      const entry = await addToBlacklist({ db, ipHash: deps.ipHash }, request.actor!, {
        ip: request.body.ip,
        durationDays: request.body.duration_days,
      });
      return reply.status(201).send({ entry: presentBlacklistEntry(entry) });
    },
  );

  app.delete('/:ipHash', { schema: { params: entryParamsSchema } }, async (request, reply) => {
    await removeFromBlacklist(db, request.actor!, request.params.ipHash);
    return reply.status(204).send();
  });
};
