import { randomBytes } from 'node:crypto';
import { MIN_PASSWORD_LENGTH } from '../../common/admin/userForm.ts';
import type { PracticeRole } from '../../common/practiceRoles.ts';
import { assertPasswordPolicy } from '../auth/passwordPolicy.ts';
import type { Db } from '../db/connect.ts';
import { users, userTenants } from '../db/schema.ts';
import { type AuditEntry, audit } from '../services/audit.ts';
import { hashPassword } from '../services/passwords.ts';
import {
  assertEmailFree,
  isUniqueViolation,
  practiceRolesFor,
  resolveTenantSlugs,
  userErrors,
} from './userGuards.ts';

export { MIN_PASSWORD_LENGTH };

export type CreateUserInput = {
  email: string;
  /** null: the user is invited and chooses their own (commands/inviteUser.ts); until then no password works. */
  password: string | null;
  /** An admin chose the password: the first login asks for the user's own before anything else. */
  mustChangePassword?: boolean;
  fullName: string;
  role: 'user' | 'admin';
  /** Tenant slugs (tenant_settings.tenant_id). */
  tenantSlugs: string[];
  /** The role in each of them, by slug (issue 44); a practice not named gets Therapeut:in. */
  practiceRoles?: Record<string, PracticeRole>;
};

/** A new user with their tenants (administration, CLI, first admin, tests); audited as user.create. */
export async function createUser(db: Db, input: CreateUserInput, actor: AuditEntry['actor']) {
  if (input.password !== null) assertPasswordPolicy(input.password);
  const email = input.email.trim();
  const tenants = await resolveTenantSlugs(db, input.tenantSlugs);
  await assertEmailFree(db, email);

  // An invited user's hash is of a random secret nobody knows, so the account has no working password yet.
  const passwordHash = await hashPassword(input.password ?? randomBytes(32).toString('base64url'));
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          fullName: input.fullName.trim(),
          role: input.role,
          passwordHash,
          mustChangePassword: input.password !== null && (input.mustChangePassword ?? false),
        })
        .onConflictDoNothing()
        .returning();
      if (!user) throw userErrors.emailTaken(email);
      const roles = practiceRolesFor(tenants, input.practiceRoles);
      if (tenants.length)
        await tx
          .insert(userTenants)
          .values(tenants.map((t) => ({ userId: user.id, tenantId: t.id, practiceRole: roles[t.slug]! })));
      await audit(tx as Db, {
        actor,
        action: 'user.create',
        target: { type: 'user', id: user.id },
        details: {
          role: user.role,
          tenants: tenants.map((t) => t.slug),
          practice_roles: roles,
          password: input.password === null ? 'invitation' : user.mustChangePassword ? 'temporary' : 'set',
        },
      });
      return user;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? userErrors.emailTaken(email) : error;
  }
}
