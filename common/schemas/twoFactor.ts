// Two-factor login (TOTP, RFC 6238): the shapes shared by the server's routes and the web screens.
import { z } from 'zod';
import { passwordStepSchema } from './passwords.ts';
import { sessionResponseSchema } from './session.ts';

/** The authenticator app's parameters: every common app reads them from the QR code's otpauth URI. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit code from the app, or a recovery code (four, four and two characters, like k7m2-x9qp-4t); spaces and dashes do not matter. */
export const twoFactorCodeSchema = z.string().trim().min(TOTP_DIGITS).max(40);
export const codeBodySchema = z.object({ code: twoFactorCodeSchema }).strict();

/** Proof that the signed-in person is the account's owner: the current password, or a code. */
export const reauthBodySchema = z
  .object({ password: z.string().min(1).max(1000).optional(), code: twoFactorCodeSchema.optional() })
  .strict()
  .refine((body) => (body.password === undefined) !== (body.code === undefined), {
    message: 'Bitte geben Sie entweder Ihr Passwort oder einen Bestätigungscode an.',
  });

/**
 * The login's second step: after the right password the server sets an HttpOnly challenge cookie (5 minutes)
 * and answers which step follows, a code ('totp') or the required setup ('setup').
 */
export const loginChallengeSchema = z.object({
  two_factor: z.object({ kind: z.enum(['totp', 'setup']), expires_at: z.string() }),
});
/** Or, after an admin chose the password, the user's own password first (common/schemas/passwords.ts). */
export const loginAnswerSchema = z.union([sessionResponseSchema, loginChallengeSchema, passwordStepSchema]);

/** What the app needs to add the account: the QR code (an SVG data URL), its URI and the secret typed by hand. */
export const setupStartSchema = z.object({
  otpauth_uri: z.string(),
  qr_code: z.string(),
  /** The base32 secret in groups of four, for manual entry. */
  secret: z.string(),
});

export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

/** The confirmed setup at login: the session, and the recovery codes shown once. */
export const setupLoginAnswerSchema = sessionResponseSchema.extend({ recovery_codes: z.array(z.string()) });

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number(),
  /** A practice of the user or the admins' rule requires it: it cannot be turned off. */
  required: z.boolean(),
});

export const adminTwoFactorUsersSchema = z.object({
  users: z.array(z.object({ id: z.string(), enabled_at: z.string() })),
});
export const adminTwoFactorSettingsSchema = z.object({ require_admin_two_factor: z.boolean() }).strict();
export const tenantTwoFactorSchema = z.object({ require_two_factor: z.boolean() }).strict();

export type LoginChallenge = z.infer<typeof loginChallengeSchema>['two_factor'];
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
export type SetupStart = z.infer<typeof setupStartSchema>;
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export type ReauthBody = z.infer<typeof reauthBodySchema>;
