import { z } from 'zod';

export { sessionResponseSchema } from '../../../common/schemas/session.ts';
export {
  adminTwoFactorSettingsSchema,
  adminTwoFactorUsersSchema,
  codeBodySchema,
  reauthBodySchema,
  recoveryCodesSchema,
  setupLoginAnswerSchema,
  setupStartSchema,
  tenantTwoFactorSchema,
  twoFactorStatusSchema,
} from '../../../common/schemas/twoFactor.ts';

export const userParamsSchema = z.object({ userId: z.uuid({ error: 'Ungültige Benutzer-ID.' }) });
export const tenantParamsSchema = z.object({ tenantId: z.uuid({ error: 'Ungültige Mandanten-ID.' }) });
/** The step's answer with the renewed end of the challenge. */
export const setupStepSchema = z.object({
  otpauth_uri: z.string(),
  qr_code: z.string(),
  secret: z.string(),
  expires_at: z.string(),
});
