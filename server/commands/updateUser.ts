// Edit user (spec 001 §2.4, §5): e-mail, name, role, tenants, optionally a new password and the active flag.
// One transaction; the last-admin and self guards run under the user-administration lock, and a deactivated user (or one given a
// new password) loses every session at once.
import { eq } from 'drizzle-orm';
import type { PracticeRole } from '../../common/practiceRoles.ts';
import type { Actor } from '../auth/actor.ts';
import { voidPasswordTokens } from '../auth/passwordTokens.ts';
import { endSessionsOf } from '../auth/sessions.ts';
import { deleteChallengesOf } from '../auth/twoFactorChallenge.ts';
import type { Db } from '../db/connect.ts';
import { users, userTenants } from '../db/schema.ts';
import { audit } from '../services/audit.ts';
import { hashPassword } from '../services/passwords.ts';
import {
  assertAdminRemains,
  assertEmailFree,
  assertPassword,
  assertTenantsForRole,
  isUniqueViolation,
  lockUserAdministration,
  practiceRolesFor,
  resolveTenantSlugs,
  userErrors,
} from './userGuards.ts';

export type UpdateUserInput = {
  email: string;
  fullName: string;
  role: 'user' | 'admin';
  tenantSlugs: string[];
  /** By slug (issue 44); missing: a kept practice keeps its role, a new one gets Therapeut:in. */
  practiceRoles?: Record<string, PracticeRole>;
  /** Blank or missing keeps the current password. */
  password?: string;
  isActive?: boolean;
};

export async function updateUser(
  db: Db,
  actor: Actor,
  userId: string,
  input: UpdateUserInput,
  options: { sessionToken?: string } = {},
) {
  const email = input.email.trim();
  const newPassword = input.password ? input.password : undefined;
  if (newPassword !== undefined) assertPassword(newPassword);
  assertTenantsForRole(input.role, input.tenantSlugs);
  if (input.isActive === false && userId === actor.id) throw userErrors.cannotDeactivateSelf();
  const passwordHash = newPassword === undefined ? undefined : await hashPassword(newPassword);

  try {
    return await db.transaction(async (txAny) => {
      const tx = txAny as Db;
      await lockUserAdministration(tx);
      const [before] = await tx.select().from(users).where(eq(users.id, userId));
      if (!before) throw userErrors.notFound();
      const tenants = await resolveTenantSlugs(tx, input.tenantSlugs);
      if (email.toLowerCase() !== before.email.toLowerCase()) await assertEmailFree(tx, email, userId);

      const isActive = input.isActive ?? before.isActive;
      if (before.role === 'admin' && input.role !== 'admin') await assertAdminRemains(tx, [userId], 'demote');
      if (before.isActive && !isActive) await assertAdminRemains(tx, [userId], 'deactivate');

      const [after] = await tx
        .update(users)
        .set({
          email,
          fullName: input.fullName.trim(),
          role: input.role,
          isActive,
          // A password an admin chose for someone else must be replaced by the user's own at the next login.
          ...(passwordHash ? { passwordHash, mustChangePassword: userId !== actor.id } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning();
      const tenantsBefore = await tx
        .select({ tenantId: userTenants.tenantId, role: userTenants.practiceRole })
        .from(userTenants)
        .where(eq(userTenants.userId, userId));
      const kept = Object.fromEntries(
        tenants.flatMap((t) => {
          const before = tenantsBefore.find((b) => b.tenantId === t.id);
          return before ? [[t.slug, before.role]] : [];
        }),
      );
      const roles = practiceRolesFor(tenants, { ...kept, ...input.practiceRoles });
      await tx.delete(userTenants).where(eq(userTenants.userId, userId));
      if (tenants.length)
        await tx
          .insert(userTenants)
          .values(tenants.map((t) => ({ userId, tenantId: t.id, practiceRole: roles[t.slug]! })));

      // A deactivated account ends everywhere; a new password ends the other sessions (the admin's own stays).
      if (!isActive) await endSessionsOf(tx, [userId]);
      else if (passwordHash)
        await endSessionsOf(tx, [userId], userId === actor.id ? options.sessionToken : undefined);
      // Open login steps and reset or invitation links belong to the old password.
      if (passwordHash) {
        await deleteChallengesOf(tx, userId);
        await voidPasswordTokens(tx, userId);
      }

      const sameTenants =
        tenantsBefore.length === tenants.length &&
        tenants.every((t) => tenantsBefore.some((b) => b.tenantId === t.id));
      const sameRoles = tenants.every((t) => kept[t.slug] === undefined || kept[t.slug] === roles[t.slug]);
      const changed = [
        before.email !== after!.email && 'email',
        before.fullName !== after!.fullName && 'full_name',
        before.role !== after!.role && 'role',
        before.isActive !== after!.isActive && 'is_active',
        !sameTenants && 'tenants',
        !sameRoles && 'practice_roles',
        passwordHash && 'password',
      ].filter((field): field is string => Boolean(field));
      await audit(tx, {
        actor: { kind: 'user', id: actor.id },
        action: 'user.update',
        target: { type: 'user', id: userId },
        details: {
          changed,
          ...(before.role !== after!.role ? { role: { from: before.role, to: after!.role } } : {}),
          ...(before.isActive !== after!.isActive ? { is_active: after!.isActive } : {}),
          ...(!sameTenants ? { tenants: tenants.map((t) => t.slug) } : {}),
          ...(!sameTenants || !sameRoles ? { practice_roles: roles } : {}),
        },
      });
      return { user: after!, tenantSlugs: tenants.map((t) => t.slug) };
    });
  } catch (error) {
    throw isUniqueViolation(error) ? userErrors.emailTaken(email) : error;
  }
}
