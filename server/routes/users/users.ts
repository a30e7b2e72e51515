import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../context.ts';
import { tenantSettings, users, userTenants } from '../../db/schema.ts';
import { requireAdmin } from '../../http/authenticate.ts';
import { presentUser } from '../../presenters/user.ts';
import { userListSchema } from './schema.ts';

// Platform administration of users (spec 001 §2.4); the administration issue adds writes.
export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.addHook('onRequest', requireAdmin);

  app.get('/', { schema: { response: { 200: userListSchema } } }, async () => {
    const rows = await db.select().from(users).orderBy(asc(users.fullName));
    const memberships = await db
      .select({ userId: userTenants.userId, slug: tenantSettings.tenantId })
      .from(userTenants)
      .innerJoin(tenantSettings, eq(tenantSettings.id, userTenants.tenantId));
    const slugsByUser = new Map<string, string[]>();
    for (const m of memberships) slugsByUser.set(m.userId, [...(slugsByUser.get(m.userId) ?? []), m.slug]);
    return { users: rows.map((u) => presentUser(u, slugsByUser.get(u.id) ?? [])) };
  });
};
