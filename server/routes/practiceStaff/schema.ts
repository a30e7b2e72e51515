import { z } from 'zod';
import { userEmailSchema, userFullNameSchema } from '../../../common/admin/userForm.ts';
import { PRACTICE_ROLES } from '../../../common/practiceRoles.ts';
import { practiceMemberSchema } from '../../../common/schemas/practiceStaff.ts';
import { practiceRoleTexts } from '../../../common/texts/practiceRoles.ts';

const practiceRole = z.enum(PRACTICE_ROLES, { error: practiceRoleTexts.invalid });

export const practiceParamsSchema = z.object({ tenantId: z.uuid({ error: 'Ungültige Praxis-ID.' }) });
export const memberParamsSchema = practiceParamsSchema.extend({
  userId: z.uuid({ error: 'Ungültige Benutzer-ID.' }),
});

export const inviteMemberSchema = z.strictObject({
  email: userEmailSchema,
  full_name: userFullNameSchema,
  practice_role: practiceRole,
});
export const changeRoleSchema = z.strictObject({ practice_role: practiceRole });

export const practiceStaffResponseSchema = z.object({ staff: z.array(practiceMemberSchema) });
export const invitedMemberResponseSchema = z.object({
  member: practiceMemberSchema,
  /** null: an existing account was added, no mail went out. */
  invitation_sent: z.boolean().nullable(),
});

export { practiceMemberSchema };
