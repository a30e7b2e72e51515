// The first admin, while the database has none: ADMIN_EMAIL/ADMIN_PASSWORD, else admin@example.com with a
// generated password that is printed once.
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { createUser } from '../../commands/createUser.ts';
import type { Db } from '../connect.ts';
import { membershipPackages, userMemberships, users } from '../schema.ts';

export type FirstAdmin = { email: string; generatedPassword?: string; created: boolean };

export async function ensureFirstAdmin(
  db: Db,
  adminEmail?: string,
  adminPassword?: string,
): Promise<FirstAdmin | null> {
  // Users made with the CLI before the first start do not count: without an admin nobody can administer.
  const [{ n }] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  if (n > 0) return null;
  const email = adminEmail ?? 'admin@example.com';
  const generatedPassword = adminPassword ? undefined : randomBytes(12).toString('base64url');
  const user = await createUser(
    db,
    {
      email,
      password: adminPassword ?? generatedPassword!,
      fullName: 'Administrator',
      role: 'admin',
      tenantSlugs: [],
    },
    { kind: 'system' },
  );
  // Praxisdesk is in beta: everyone is on the free beta package.
  const [beta] = await db
    .select({ id: membershipPackages.id })
    .from(membershipPackages)
    .where(eq(membershipPackages.isBeta, true));
  if (beta) await db.insert(userMemberships).values({ userId: user.id, packageId: beta.id });
  return { email, generatedPassword, created: true };
}
