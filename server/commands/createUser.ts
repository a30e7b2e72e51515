import { MIN_PASSWORD_LENGTH } from '../../common/admin/userForm.ts';
import type { Db } from '../db/connect.ts';
import { users, userTenants } from '../db/schema.ts';
import { type AuditEntry, audit } from '../services/audit.ts';
import { hashPassword } from '../services/passwords.ts';
import {
  assertEmailFree,
  assertPassword,
  isUniqueViolation,
  resolveTenantSlugs,
  userErrors,
} from './userGuards.ts';

export { MIN_PASSWORD_LENGTH };

export type CreateUserInput = {
  email: string;
  password: string;
  fullName: string;
  role: 'user' | 'admin';
  /** Tenant slugs (tenant_settings.tenant_id). */
  tenantSlugs: string[];
};

/** A new user with their tenants (administration, CLI, first admin, tests); audited as user.create. */
export async function createUser(db: Db, input: CreateUserInput, actor: AuditEntry['actor']) {
  assertPassword(input.password);
  const email = input.email.trim();
  const tenants = await resolveTenantSlugs(db, input.tenantSlugs);
  await assertEmailFree(db, email);

  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, fullName: input.fullName.trim(), role: input.role, passwordHash })
        .onConflictDoNothing()
        .returning();
      if (!user) throw userErrors.emailTaken(email);
      if (tenants.length)
        await tx.insert(userTenants).values(tenants.map((t) => ({ userId: user.id, tenantId: t.id })));
      await audit(tx as Db, {
        actor,
        action: 'user.create',
        target: { type: 'user', id: user.id },
        details: { role: user.role, tenants: tenants.map((t) => t.slug) },
      });
      return user;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? userErrors.emailTaken(email) : error;
  }
}
