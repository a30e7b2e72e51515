// The user form of the administration (spec 001 §2.4, §5): roles, the password rule and the body shapes that
// the web form sends and the server validates. One place, so the screen and the API never disagree.
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordLengthProblem } from '../passwordRule.ts';
import { PRACTICE_ROLES } from '../practiceRoles.ts';
import { practiceRoleTexts } from '../texts/practiceRoles.ts';

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The app's password rule (also the CLI's and the seed's): common/passwordRule.ts. */
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

export const passwordProblem = (password: string): string | null =>
  passwordLengthProblem(password)?.message ?? null;

/**
 * Admins see every practice (tenantScope), so they need none; a user without a practice would see nothing.
 */
export const tenantsRequired = (role: UserRole) => role === 'user';

export const userEmailSchema = z
  .string({ error: 'Bitte geben Sie eine E-Mail-Adresse ein.' })
  .trim()
  .max(254, 'Die E-Mail-Adresse ist zu lang.')
  .pipe(z.email({ error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }));
export const userFullNameSchema = z
  .string({ error: 'Bitte geben Sie einen Namen ein.' })
  .trim()
  .min(1, 'Bitte geben Sie einen Namen ein.')
  .max(200, 'Der Name darf höchstens 200 Zeichen lang sein.');
const role = z.enum(USER_ROLES, { error: 'Die Rolle muss „user“ oder „admin“ sein.' });
/** Tenant slugs (tenant_settings.tenant_id, the spec's Mandanten-ID). */
const tenants = z
  .array(z.string().trim().min(1).max(100), { error: 'tenants muss eine Liste von Mandanten-IDs sein.' })
  .max(200)
  .transform((slugs) => [...new Set(slugs)]);
/** The role in each chosen practice, by slug (issue 44); a practice not named here gets Therapeut:in. */
const practiceRoles = z
  .record(z.string().trim().min(1).max(100), z.enum(PRACTICE_ROLES, { error: practiceRoleTexts.invalid }))
  .optional();
const password = z.string({ error: 'Bitte geben Sie ein Passwort ein.' }).max(MAX_PASSWORD_LENGTH);

export const createUserBodySchema = z.object({
  email: userEmailSchema,
  /** Missing or blank: the user gets an invitation and chooses their own; set: it must be changed at the first login. */
  password: password.optional(),
  full_name: userFullNameSchema,
  role,
  tenants,
  practice_roles: practiceRoles,
});

export const updateUserBodySchema = z.object({
  email: userEmailSchema,
  full_name: userFullNameSchema,
  role,
  tenants,
  /** Missing: each kept practice keeps its role, a new one gets Therapeut:in. */
  practice_roles: practiceRoles,
  /** Blank or missing keeps the current password. */
  password: password.optional(),
  is_active: z.boolean({ error: 'is_active muss true oder false sein.' }).optional(),
});

export type CreateUserBody = z.input<typeof createUserBodySchema>;
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;
