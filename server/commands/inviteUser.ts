// An invitation: a single-use link (72 hours, only its hash stored) by which a user an admin created sets their
// own password. Sending it again voids the earlier link; a user who has signed in gets none (their password is
// their own), and the user's next completed login ends an open one (commands/login.ts). The mail goes out while the admin waits, so the
// screen can say when it failed (and offer to send it again).
import { eq } from 'drizzle-orm';
import { issuePasswordToken } from '../auth/passwordTokens.ts';
import type { AppDeps } from '../context.ts';
import { users } from '../db/schema.ts';
import { invitationEmail } from '../emails/InvitationEmail.ts';
import { audit } from '../services/audit.ts';
import { passwordLink, sendPasswordMail } from './passwordMail.ts';
import { userErrors } from './userGuards.ts';

export type InviteDeps = Pick<AppDeps, 'database' | 'mailer' | 'env'>;

/** Sends the user a new invitation; answers whether the mail transport took it. */
export async function inviteUser(deps: InviteDeps, admin: { id: string }, userId: string) {
  const { db } = deps.database;
  const [user] = await db
    .select({ id: users.id, email: users.email, isActive: users.isActive, lastLoginAt: users.lastLoginAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw userErrors.notFound();
  if (!user.isActive) throw userErrors.invitationToInactive();
  // Someone who has signed in has a password of their own; an invitation would replace it for 72 hours
  // (issue 43). A forgotten password goes through "Passwort vergessen" (30 minutes, reset wording).
  if (user.lastLoginAt) throw userErrors.invitationToSignedIn();
  const [inviter] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, admin.id));
  const { token, expiresAt } = await issuePasswordToken(db, user.id, 'invitation');
  const sent = await sendPasswordMail(
    deps.mailer,
    user.email,
    invitationEmail({
      link: passwordLink(deps.env, token),
      expiresAt,
      email: user.email,
      invitedBy: inviter?.fullName ?? 'Ein Administrator',
    }),
  );
  await audit(db, {
    actor: { kind: 'user', id: admin.id },
    action: 'user.invite',
    target: { type: 'user', id: user.id },
    details: { mail: sent.ok ? 'sent' : 'failed' },
  });
  return { sent: sent.ok };
}
