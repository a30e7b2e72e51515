// Passwords people manage (issue 27): the shapes shared by the server's routes and the web screens. The
// password rule itself is common/passwordRule.ts; the server checks it (and the common-password list) after
// these shapes, so every refusal has its own error id.
import { z } from 'zod';

// Generous caps against megabyte bodies; the policy's own maximum answers PASSWORD_TOO_LONG in German.
const anyPassword = z.string({ error: 'Bitte geben Sie ein Passwort ein.' }).max(1000);
const newPassword = z
  .string({ error: 'Bitte geben Sie ein neues Passwort ein.' })
  .min(1, 'Bitte geben Sie ein neues Passwort ein.')
  .max(1000);
const token = z
  .string({ error: 'Der Link ist unvollständig.' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Der Link ist unvollständig.');

/** "Passwort ändern" on the account page. */
export const changePasswordBodySchema = z
  .object({
    current_password: anyPassword.min(1, 'Bitte geben Sie Ihr aktuelles Passwort ein.'),
    new_password: newPassword,
  })
  .strict();

/** "Passwort vergessen?": only the address. */
export const passwordResetRequestSchema = z
  .object({
    email: z
      .string({ error: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' })
      .trim()
      .max(254)
      .pipe(z.email({ error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })),
  })
  .strict();
export const passwordResetAnswerSchema = z.object({ accepted: z.literal(true) });

/** A link from a reset or invitation mail: first looked at, then used with the new password. */
export const passwordLinkBodySchema = z.object({ token }).strict();
export const passwordLinkInfoSchema = z.object({
  purpose: z.enum(['reset', 'invitation']),
  email: z.string(),
  expires_at: z.string(),
});
export const completePasswordLinkBodySchema = z.object({ token, password: newPassword }).strict();
export const completePasswordLinkAnswerSchema = z.object({ purpose: z.enum(['reset', 'invitation']) });

/** The login step after an admin-set password: the login answers this, then the new password is sent. */
export const passwordStepSchema = z.object({ password_change: z.object({ expires_at: z.string() }) });
export const passwordStepBodySchema = z.object({ password: newPassword }).strict();

export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export type PasswordLinkInfo = z.infer<typeof passwordLinkInfoSchema>;
export type PasswordStep = z.infer<typeof passwordStepSchema>;
