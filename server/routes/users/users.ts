import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pendingInvitations } from '../../auth/passwordTokens.ts';
import { SESSION_COOKIE } from '../../auth/sessions.ts';
import { changeUsersRole } from '../../commands/changeUsersRole.ts';
import { createUser } from '../../commands/createUser.ts';
import { deleteUsers } from '../../commands/deleteUsers.ts';
import { inviteUser } from '../../commands/inviteUser.ts';
import { updateUser } from '../../commands/updateUser.ts';
import { assertTenantsForRole } from '../../commands/userGuards.ts';
import type { AppDeps } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { requireAdmin } from '../../http/authenticate.ts';
import { presentUser } from '../../presenters/user.ts';
import { practiceMembershipsOf } from '../../queries/practiceMemberships.ts';
import {
  bulkDeleteBodySchema,
  bulkDeleteResponseSchema,
  bulkRoleBodySchema,
  bulkRoleResponseSchema,
  createdUserResponseSchema,
  createUserBodySchema,
  invitationResponseSchema,
  updateUserBodySchema,
  userListSchema,
  userParamsSchema,
  userResponseSchema,
} from './schema.ts';

// Platform administration of users (spec 001 §2.4, issue 12): list, create, edit, delete, bulk role and
// bulk delete. Admins only; every write is audited by its command.
export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.addHook('onRequest', requireAdmin);

  app.get('/', { schema: { response: { 200: userListSchema } } }, async () => {
    const rows = await db.select().from(users).orderBy(asc(users.fullName));
    const memberships = await practiceMembershipsOf(db);
    const invited = await pendingInvitations(db);
    return { users: rows.map((u) => presentUser(u, memberships.get(u.id) ?? [], invited.has(u.id))) };
  });

  // Without a password the new user is invited by mail and chooses their own (issue 27); a password the admin
  // chose anyway must be replaced at the first login.
  app.post(
    '/',
    { schema: { body: createUserBodySchema, response: { 201: createdUserResponseSchema } } },
    async (request, reply) => {
      const body = request.body;
      const password = body.password ? body.password : null;
      assertTenantsForRole(body.role, body.tenants);
      const admin = request.actor!;
      const user = await createUser(
        db,
        {
          email: body.email,
          password,
          mustChangePassword: true,
          fullName: body.full_name,
          role: body.role,
          tenantSlugs: body.tenants,
          practiceRoles: body.practice_roles,
        },
        { kind: 'user', id: admin.id },
      );
      const invitation = password === null ? await inviteUser(deps, admin, user.id) : null;
      return reply.status(201).send({
        user: presentUser(
          user,
          (await practiceMembershipsOf(db, [user.id])).get(user.id) ?? [],
          invitation !== null,
        ),
        invitation_sent: invitation?.sent ?? null,
      });
    },
  );

  // "Einladung erneut senden": a new link; the earlier one stops working.
  app.post(
    '/:id/invitation',
    { schema: { params: userParamsSchema, response: { 200: invitationResponseSchema } } },
    async (request) => {
      const { sent } = await inviteUser(deps, request.actor!, request.params.id);
      const [user] = await db.select().from(users).where(eq(users.id, request.params.id));
      const memberships = await practiceMembershipsOf(db, [request.params.id]);
      return {
        user: presentUser(user!, memberships.get(request.params.id) ?? [], true),
        invitation_sent: sent,
      };
    },
  );

  app.patch(
    '/:id',
    {
      schema: { params: userParamsSchema, body: updateUserBodySchema, response: { 200: userResponseSchema } },
    },
    async (request) => {
      const body = request.body;
      const { user } = await updateUser(
        db,
        request.actor!,
        request.params.id,
        {
          email: body.email,
          fullName: body.full_name,
          role: body.role,
          tenantSlugs: body.tenants,
          practiceRoles: body.practice_roles,
          password: body.password,
          isActive: body.is_active,
        },
        { sessionToken: request.cookies[SESSION_COOKIE] },
      );
      const invited = await pendingInvitations(db);
      const memberships = await practiceMembershipsOf(db, [user.id]);
      return { user: presentUser(user, memberships.get(user.id) ?? [], invited.has(user.id)) };
    },
  );

  app.delete('/:id', { schema: { params: userParamsSchema } }, async (request, reply) => {
    await deleteUsers(db, request.actor!, [request.params.id]);
    return reply.status(204).send();
  });

  app.post(
    '/bulk-delete',
    { schema: { body: bulkDeleteBodySchema, response: { 200: bulkDeleteResponseSchema } } },
    async (request) => deleteUsers(db, request.actor!, request.body.ids),
  );

  app.post(
    '/bulk-role',
    { schema: { body: bulkRoleBodySchema, response: { 200: bulkRoleResponseSchema } } },
    async (request) => changeUsersRole(db, request.actor!, request.body.ids, request.body.role),
  );
};
