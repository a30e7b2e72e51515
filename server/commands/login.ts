// Password login: throttle, verify, open a session, record it.
import { eq, sql } from 'drizzle-orm';
import { clearLoginFailures, isLoginLocked, recordLoginFailure } from '../auth/loginThrottle.ts';
import { createSession } from '../auth/sessions.ts';
import type { Db } from '../db/connect.ts';
import { users } from '../db/schema.ts';
import { AppError, errors } from '../errors.ts';
import { audit } from '../services/audit.ts';
import { burnPasswordCheck, verifyPassword } from '../services/passwords.ts';

export async function login(
  db: Db,
  input: { email: string; password: string; ipHash: string; userAgent?: string },
): Promise<{ userId: string; token: string; expiresAt: Date }> {
  const email = input.email.trim().toLowerCase();
  if (await isLoginLocked(db, email, input.ipHash)) throw errors.tooManyLoginAttempts();

  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await burnPasswordCheck(input.password);
  if (!user || !passwordOk) {
    await recordLoginFailure(db, email, input.ipHash);
    throw errors.invalidCredentials();
  }
  if (!user.isActive) {
    // The password was right, so saying why does not help a guesser; it helps the staff member.
    throw new AppError(
      'ACCOUNT_INACTIVE',
      403,
      'Ihr Konto ist deaktiviert. Bitte wenden Sie sich an einen Administrator Ihrer Praxis.',
    );
  }

  await clearLoginFailures(db, email);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  const session = await createSession(db, user.id, input.userAgent);
  await audit(db, { actor: { kind: 'user', id: user.id }, action: 'auth.login' });
  return { userId: user.id, ...session };
}
