import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveMembership } from '../../commands/saveMembership.ts';
import type { AppDeps } from '../../context.ts';
import { requireAdmin, requireUser } from '../../http/authenticate.ts';
import { authorize } from '../../policies/policy.ts';
import { activePackages, membershipOf, usersWithMemberships, userWithMembership } from './loadMemberships.ts';
import {
  membershipUserListResponseSchema,
  ownMembershipResponseSchema,
  packageListResponseSchema,
  saveMembershipBodySchema,
  userMembershipResponseSchema,
  userParamsSchema,
} from './schema.ts';

// Memberships (spec 001 §2.4, §2.5, §4, §7): packages and one's own membership for every signed-in user;
// everyone's memberships and changes to them for admins only.
export const membershipRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.addHook('onRequest', requireUser);

  app.get('/packages', { schema: { response: { 200: packageListResponseSchema } } }, async () => ({
    packages: await activePackages(db),
  }));

  // Only ever the caller's own membership: there is no user id to ask for another's.
  app.get('/me', { schema: { response: { 200: ownMembershipResponseSchema } } }, async (request) => {
    authorize(request.actor, 'membership.readOwn', null);
    return { membership: await membershipOf(db, request.actor.id) };
  });

  app.get(
    '/users',
    { onRequest: requireAdmin, schema: { response: { 200: membershipUserListResponseSchema } } },
    async () => ({ users: await usersWithMemberships(db) }),
  );

  app.get(
    '/users/:userId',
    {
      onRequest: requireAdmin,
      schema: { params: userParamsSchema, response: { 200: userMembershipResponseSchema } },
    },
    async (request) => userWithMembership(db, request.params.userId),
  );

  app.put(
    '/users/:userId',
    {
      onRequest: requireAdmin,
      schema: {
        params: userParamsSchema,
        body: saveMembershipBodySchema,
        response: { 200: userMembershipResponseSchema },
      },
    },
    async (request) => {
      await saveMembership(db, request.actor!, request.params.userId, request.body);
      return userWithMembership(db, request.params.userId);
    },
  );
};
