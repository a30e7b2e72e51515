import { inArray } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { tenantSettings, users, userTenants } from '../db/schema.ts';
import { errors } from '../errors.ts';
import { type AuditEntry, audit } from '../services/audit.ts';
import { hashPassword } from '../services/passwords.ts';

export const MIN_PASSWORD_LENGTH = 8;

export type CreateUserInput = {
  email: string;
  password: string;
  fullName: string;
  role: 'user' | 'admin';
  /** Tenant slugs (tenant_settings.tenant_id). */
  tenantSlugs: string[];
};

export async function createUser(db: Db, input: CreateUserInput, actor: AuditEntry['actor']) {
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    throw errors.badRequest(`Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`);
  }
  const tenants = input.tenantSlugs.length
    ? await db
        .select({ id: tenantSettings.id, slug: tenantSettings.tenantId })
        .from(tenantSettings)
        .where(inArray(tenantSettings.tenantId, input.tenantSlugs))
    : [];
  const missing = input.tenantSlugs.filter((slug) => !tenants.some((t) => t.slug === slug));
  if (missing.length) throw errors.badRequest(`Unbekannte Mandanten: ${missing.join(', ')}`);

  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: input.email.trim(), fullName: input.fullName.trim(), role: input.role, passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!user) throw errors.conflict(`Einen Benutzer mit der E-Mail ${input.email} gibt es bereits.`);
    if (tenants.length)
      await tx.insert(userTenants).values(tenants.map((t) => ({ userId: user.id, tenantId: t.id })));
    await audit(tx as Db, { actor, action: 'user.create', target: { type: 'user', id: user.id } });
    return user;
  });
}
