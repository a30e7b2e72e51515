import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { sessions, users } from '../db/schema.ts';
import { errors } from '../errors.ts';
import { type AuditEntry, audit } from '../services/audit.ts';
import { hashPassword } from '../services/passwords.ts';
import { MIN_PASSWORD_LENGTH } from './createUser.ts';

/** The user with this e-mail address (any case), or the CLI's German "not found". */
export async function userIdByEmail(db: Db, email: string): Promise<string> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!user) throw userNotFound(email);
  return user.id;
}

const userNotFound = (email: string) => errors.notFound(`Keinen Benutzer mit der E-Mail ${email} gefunden.`);

/** New password; every open session of the user ends, so a leaked session dies with the old password. */
export async function setPassword(db: Db, email: string, password: string, actor: AuditEntry['actor']) {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw errors.badRequest(`Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`);
  }
  const passwordHash = await hashPassword(password);
  const [user] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .returning({ id: users.id });
  if (!user) throw userNotFound(email);
  await db.delete(sessions).where(eq(sessions.userId, user.id));
  await audit(db, { actor, action: 'user.password', target: { type: 'user', id: user.id } });
  return user;
}
