// Setting up two-factor login, from the account page or as the required step of a login: start (a pending
// secret, shown as QR code, URI and typed groups) and confirm with the app's first code (enabled, ten recovery
// codes answered once). Both only ever touch the user's own row.
import { and, eq, isNull } from 'drizzle-orm';
import { endSessionsOf } from '../auth/sessions.ts';
import {
  readTwoFactor,
  replaceRecoveryCodes,
  storePendingSecret,
  type TwoFactorDeps,
  twoFactorErrors,
  unwrapTotpSecret,
} from '../auth/twoFactor.ts';
import type { Db } from '../db/connect.ts';
import { userTwoFactor } from '../db/schema.ts';
import { type AuditActor, audit } from '../services/audit.ts';
import { groupSecret, matchTotp, qrCodeDataUrl, totpUri } from '../services/totp.ts';

export async function startTwoFactorSetup(deps: TwoFactorDeps, user: { id: string; email: string }) {
  const secret = await storePendingSecret(deps, user.id);
  const uri = totpUri(secret, user.email);
  return { otpauth_uri: uri, qr_code: await qrCodeDataUrl(uri), secret: groupSecret(secret) };
}

export type SetupConfirmation = { ok: true; recoveryCodes: string[] } | { ok: false; reason: 'wrong_code' };

/**
 * Enables the pending secret when the code matches it. The code's step counts as used, so the same code
 * cannot sign in right after. The user's other sessions end (issue 43): one opened with the password alone,
 * somewhere else, must not outlive the second factor; `keepToken` is the session the setup is made from.
 * TWO_FACTOR_NOT_STARTED without a pending secret, TWO_FACTOR_ALREADY_ENABLED when it is on already (also
 * when a parallel confirmation won).
 */
export async function confirmTwoFactorSetup(
  deps: TwoFactorDeps,
  userId: string,
  code: string,
  actor: AuditActor,
  { keepToken, now = Date.now() }: { keepToken?: string; now?: number } = {},
): Promise<SetupConfirmation> {
  const row = await readTwoFactor(deps.database.db, userId);
  if (!row) throw twoFactorErrors.notStarted();
  if (row.enabledAt) throw twoFactorErrors.alreadyEnabled();
  const step = matchTotp(unwrapTotpSecret(deps, row), code.replace(/\s/g, ''), now);
  if (step === null) return { ok: false, reason: 'wrong_code' };
  const recoveryCodes = await deps.database.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const enabled = await tx
      .update(userTwoFactor)
      .set({ enabledAt: new Date(now), lastUsedStep: step })
      .where(
        and(
          eq(userTwoFactor.userId, userId),
          isNull(userTwoFactor.enabledAt),
          // The secret the code was checked against, not one a parallel start put in its place.
          eq(userTwoFactor.wrappedSecret, row.wrappedSecret),
        ),
      )
      .returning({ userId: userTwoFactor.userId });
    if (enabled.length === 0) throw twoFactorErrors.notStarted();
    const codes = await replaceRecoveryCodes(tx, deps, userId);
    const sessionsEnded = await endSessionsOf(tx, [userId], keepToken);
    await audit(tx, {
      actor,
      action: 'two_factor.enabled',
      target: { type: 'user', id: userId },
      details: { sessions_ended: sessionsEnded },
    });
    return codes;
  });
  return { ok: true, recoveryCodes };
}
