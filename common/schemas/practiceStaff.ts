import { z } from 'zod';
import { PRACTICE_ROLES } from '../practiceRoles.ts';

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
