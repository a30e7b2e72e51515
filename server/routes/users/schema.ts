import { z } from 'zod';
import { createUserBodySchema, USER_ROLES, updateUserBodySchema } from '../../../common/admin/userForm.ts';
import { PRACTICE_ROLES } from '../../../common/practiceRoles.ts';

export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(USER_ROLES),
  is_active: z.boolean(),
  /** Tenant slugs (the spec's Mandanten-ID). */
  tenants: z.array(z.string()),
  /** The role in each of those practices, by slug (issue 44). */
  practice_roles: z.record(z.string(), z.enum(PRACTICE_ROLES)),
  /** An admin chose the password: the next login asks for the user's own first. */
  must_change_password: z.boolean(),
  /** An invitation link is out and unused (the user has not chosen a password yet). */
  invitation_pending: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const userListSchema = z.object({ users: z.array(userSchema) });
export const userResponseSchema = z.object({ user: userSchema });
/** A created user, and whether their invitation went out (null: the admin chose a password instead). */
export const createdUserResponseSchema = z.object({
  user: userSchema,
  invitation_sent: z.boolean().nullable(),
});
export const invitationResponseSchema = z.object({ user: userSchema, invitation_sent: z.boolean() });

export const userParamsSchema = z.object({ id: z.uuid({ error: 'Ungültige Benutzer-ID.' }) });
export { createUserBodySchema, updateUserBodySchema };

const userIds = z
  .array(z.uuid({ error: 'Ungültige Benutzer-ID.' }), { error: 'ids muss eine Liste von Benutzer-IDs sein.' })
  .min(1, 'Keine Benutzer ausgewählt.')
  .max(500, 'Höchstens 500 Benutzer auf einmal.');

export const bulkDeleteBodySchema = z.object({ ids: userIds });
export const bulkDeleteResponseSchema = z.object({ deleted: z.array(z.uuid()) });

export const bulkRoleBodySchema = z.object({
  ids: userIds,
  role: z.enum(USER_ROLES, { error: 'Die Rolle muss „user“ oder „admin“ sein.' }),
});
export const bulkRoleResponseSchema = z.object({ updated: z.number().int(), changed: z.array(z.uuid()) });
