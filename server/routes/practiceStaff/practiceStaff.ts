import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { practiceTeamTexts } from '../../../common/texts/practiceTeam.ts';
import {
  addPracticeMember,
  removePracticeMember,
  setPracticeRole,
} from '../../commands/changePracticeStaff.ts';
import type { AppDeps } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { authorize } from '../../policies/policy.ts';
import { loadPracticeStaff } from '../../queries/practiceStaff.ts';
import {
  changeRoleSchema,
  invitedMemberResponseSchema,
  inviteMemberSchema,
  memberParamsSchema,
  practiceMemberSchema,
  practiceParamsSchema,
  practiceStaffResponseSchema,
} from './schema.ts';

// A practice's team (issue 44, mounted at /api/practices/:tenantId/staff): its owners and the platform admins
// list the members, invite a colleague, change a role and remove a member from the practice. Another
// practice answers 404; therapists and the front desk 403 (practice.staff).
export const practiceStaffRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.addHook('onRequest', requireUser);

  app.get(
    '/',
    { schema: { params: practiceParamsSchema, response: { 200: practiceStaffResponseSchema } } },
    async (request) => {
      const { tenantId } = request.params;
      authorize(request.actor, 'practice.staff', { tenantId }, practiceTeamTexts.errors.tenantNotFound);
      return { staff: await loadPracticeStaff(db, tenantId) };
    },
  );

  app.post(
    '/',
    {
      schema: {
        params: practiceParamsSchema,
        body: inviteMemberSchema,
        response: { 201: invitedMemberResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, full_name: fullName, practice_role: practiceRole } = request.body;
      const added = await addPracticeMember(deps, request.actor!, request.params.tenantId, {
        email,
        fullName,
        practiceRole,
      });
      return reply.status(201).send({ member: added.member, invitation_sent: added.invitationSent });
    },
  );

  app.patch(
    '/:userId',
    {
      schema: { params: memberParamsSchema, body: changeRoleSchema, response: { 200: practiceMemberSchema } },
    },
    async (request) => {
      const { tenantId, userId } = request.params;
      return setPracticeRole(db, request.actor!, tenantId, userId, request.body.practice_role);
    },
  );

  app.delete('/:userId', { schema: { params: memberParamsSchema } }, async (request, reply) => {
    const { tenantId, userId } = request.params;
    await removePracticeMember(db, request.actor!, tenantId, userId);
    return reply.status(204).send();
  });
};
