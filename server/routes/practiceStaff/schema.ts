import { z } from 'zod';
import {
  changeRoleSchema,
  inviteMemberSchema,
  practiceMemberSchema,
} from '../../../common/schemas/practiceStaff.ts';

export const practiceParamsSchema = z.object({ tenantId: z.uuid({ error: 'Ungültige Praxis-ID.' }) });
export const memberParamsSchema = practiceParamsSchema.extend({
  userId: z.uuid({ error: 'Ungültige Benutzer-ID.' }),
});

export const practiceStaffResponseSchema = z.object({ staff: z.array(practiceMemberSchema) });
export const invitedMemberResponseSchema = z.object({
  member: practiceMemberSchema,
  /** null: an existing account was added, no mail went out. */
  invitation_sent: z.boolean().nullable(),
});

export { changeRoleSchema, inviteMemberSchema, practiceMemberSchema };
