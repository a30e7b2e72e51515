import { z } from 'zod';
import { userEmailSchema, userFullNameSchema } from '../admin/userForm.ts';
import { PRACTICE_ROLES } from '../practiceRoles.ts';
import { practiceRoleTexts } from '../texts/practiceRoles.ts';

/** One member of a practice's team as /api/practices/:tenantId/staff answers it (issue 44). */
export const practiceMemberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  full_name: z.string(),
  practice_role: z.enum(PRACTICE_ROLES),
  is_active: z.boolean(),
  /** An invitation link is out and unused. */
  invitation_pending: z.boolean(),
  last_login_at: z.string().nullable(),
});
export type PracticeMember = z.infer<typeof practiceMemberSchema>;

const practiceRole = z.enum(PRACTICE_ROLES, { error: practiceRoleTexts.invalid });

/** "Kolleg:in einladen": the route's body and the form's check, one schema. */
export const inviteMemberSchema = z.strictObject({
  email: userEmailSchema,
  full_name: userFullNameSchema,
  practice_role: practiceRole,
});
export type InviteMemberBody = z.infer<typeof inviteMemberSchema>;
export const changeRoleSchema = z.strictObject({ practice_role: practiceRole });
