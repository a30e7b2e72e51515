// The rules every write on users keeps (spec 001 §2.4, issue 12): the platform never loses its last active
// admin, nobody deletes or deactivates themselves, e-mails are unique regardless of case, and every tenant
// named exists. Errors carry stable ids for the API and German messages for the screen.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { tenantsRequired, type UserRole } from '../../common/admin/userForm.ts';
import type { PracticeRole } from '../../common/practiceRoles.ts';
import type { Db } from '../db/connect.ts';
import { tenantSettings, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';

export const userErrors = {
  notFound: () => new AppError('USER_NOT_FOUND', 404, 'Benutzer nicht gefunden.'),
  emailTaken: (email: string) =>
    new AppError('EMAIL_TAKEN', 409, `Einen Benutzer mit der E-Mail ${email} gibt es bereits.`),
  lastAdmin: (action: 'delete' | 'demote' | 'deactivate') =>
    new AppError(
      'LAST_ADMIN',
      409,
      {
        delete: 'Der letzte aktive Administrator kann nicht gelöscht werden.',
        demote: 'Der letzte aktive Administrator kann nicht zum Benutzer herabgestuft werden.',
        deactivate: 'Der letzte aktive Administrator kann nicht deaktiviert werden.',
      }[action],
    ),
  cannotDeleteSelf: () =>
    new AppError('CANNOT_DELETE_SELF', 409, 'Sie können Ihr eigenes Benutzerkonto nicht löschen.'),
  cannotDeactivateSelf: () =>
    new AppError('CANNOT_DEACTIVATE_SELF', 409, 'Sie können Ihr eigenes Benutzerkonto nicht deaktivieren.'),
  tenantRequired: () =>
    new AppError(
      'TENANT_REQUIRED',
      400,
      'Ein Benutzer mit der Rolle „Benutzer“ braucht mindestens einen Mandanten.',
    ),
  invitationToInactive: () =>
    new AppError(
      'USER_INACTIVE',
      409,
      'Ein deaktivierter Benutzer kann keine Einladung erhalten. Bitte aktivieren Sie ihn zuerst.',
    ),
  invitationToSignedIn: () =>
    new AppError(
      'USER_ALREADY_SIGNED_IN',
      409,
      'Dieser Benutzer hat sich bereits angemeldet und hat ein eigenes Passwort. Eine Einladung würde es ersetzen; bei einem vergessenen Passwort hilft „Passwort vergessen“ auf der Anmeldeseite.',
    ),
  unknownTenants: (slugs: string[]) =>
    new AppError('UNKNOWN_TENANT', 400, `Unbekannte Mandanten: ${slugs.join(', ')}`, { tenants: slugs }),
  roleWithoutTenant: (slugs: string[]) =>
    new AppError(
      'PRACTICE_ROLE_WITHOUT_TENANT',
      400,
      `Eine Praxisrolle gibt es nur für gewählte Mandanten: ${slugs.join(', ')}`,
      { tenants: slugs },
    ),
};

/**
 * The role in each chosen practice, by slug: as given, else Therapeut:in (issue 44). A role for a practice
 * the user is not given is refused, so a typo never goes unnoticed.
 */
export function practiceRolesFor(
  tenants: readonly { slug: string }[],
  given: Record<string, PracticeRole> = {},
): Record<string, PracticeRole> {
  const stray = Object.keys(given).filter((slug) => !tenants.some((t) => t.slug === slug));
  if (stray.length) throw userErrors.roleWithoutTenant(stray);
  return Object.fromEntries(tenants.map((t) => [t.slug, given[t.slug] ?? 'therapeut']));
}

/** The server's one password policy (auth/passwordPolicy.ts): PASSWORD_TOO_SHORT, …_TOO_LONG, …_TOO_COMMON. */
export { assertPasswordPolicy as assertPassword } from '../auth/passwordPolicy.ts';

export function assertTenantsForRole(role: UserRole, tenantSlugs: readonly string[]) {
  if (tenantsRequired(role) && tenantSlugs.length === 0) throw userErrors.tenantRequired();
}

/** tenant_settings rows of the given slugs; any unknown slug refuses the whole write. */
export async function resolveTenantSlugs(db: Db, slugs: readonly string[]) {
  const unique = [...new Set(slugs)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: tenantSettings.id, slug: tenantSettings.tenantId })
    .from(tenantSettings)
    .where(inArray(tenantSettings.tenantId, unique));
  const missing = unique.filter((slug) => !rows.some((t) => t.slug === slug));
  if (missing.length) throw userErrors.unknownTenants(missing);
  return rows;
}

/** Another user already has this e-mail (compared as the unique index does: lower-case). */
export async function assertEmailFree(db: Db, email: string, exceptUserId?: string) {
  const sameEmail = eq(sql`lower(${users.email})`, email.trim().toLowerCase());
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(sameEmail, ne(users.id, exceptUserId)) : sameEmail);
  if (taken) throw userErrors.emailTaken(email.trim());
}

/** PostgreSQL's unique violation (drizzle wraps the driver's error in `cause`), for a race past the check. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

// Any fixed number: the key of the advisory lock that serialises the writes on users which the guards check.
const USER_ADMINISTRATION_LOCK = 724_311_012;

/**
 * Inside a transaction, first of all: one user-administration write at a time (released at commit), so two
 * admins demoting or deleting each other at the same moment cannot both pass the last-admin check. One lock
 * for everything, taken before any row lock, so these writes can never deadlock each other.
 */
export async function lockUserAdministration(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(${USER_ADMINISTRATION_LOCK})`);
}

/**
 * Inside a transaction holding lockUserAdministration: refuses when taking `leaving` (users who are deleted,
 * demoted or deactivated) would leave no active admin.
 */
export async function assertAdminRemains(
  tx: Db,
  leaving: readonly string[],
  action: 'delete' | 'demote' | 'deactivate',
) {
  if (leaving.length === 0) return;
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
  const affected = admins.filter((a) => leaving.includes(a.id));
  if (affected.length > 0 && affected.length === admins.length) throw userErrors.lastAdmin(action);
}
