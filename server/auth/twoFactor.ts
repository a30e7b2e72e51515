// Two-factor login's stored state: the TOTP secret (wrapped by the master key under `totp:<userId>`, so a
// database dump alone does not reveal it), the last step used (a code works once), recovery codes (keyed
// hashes bound to the user, each used once) and who must use it (a practice's rule, the admins' rule).
import { randomInt } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '../../common/schemas/twoFactor.ts';
import type { AppDeps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import {
  platformSettings,
  tenantSettings,
  userRecoveryCodes,
  userTenants,
  userTwoFactor,
} from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { matchTotp, newTotpSecret } from '../services/totp.ts';

export type TwoFactorDeps = Pick<AppDeps, 'database' | 'crypto' | 'keyedHash'>;

/** platform_settings name of "2FA für alle Admins". */
export const REQUIRE_ADMIN_TWO_FACTOR = 'require_admin_two_factor';

export const twoFactorErrors = {
  codeInvalid: () =>
    new AppError(
      'TWO_FACTOR_CODE_INVALID',
      400,
      'Der Bestätigungscode ist ungültig oder wurde schon verwendet. Bitte geben Sie den aktuellen Code ein.',
    ),
  alreadyEnabled: () =>
    new AppError('TWO_FACTOR_ALREADY_ENABLED', 409, 'Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.'),
  notStarted: () =>
    new AppError(
      'TWO_FACTOR_NOT_STARTED',
      409,
      'Die Einrichtung wurde nicht gestartet oder ist abgelaufen. Bitte beginnen Sie erneut.',
    ),
  notEnabled: () =>
    new AppError('TWO_FACTOR_NOT_ENABLED', 409, 'Die Zwei-Faktor-Anmeldung ist nicht eingerichtet.'),
  required: () =>
    new AppError(
      'TWO_FACTOR_REQUIRED',
      409,
      'Für Ihr Konto ist die Zwei-Faktor-Anmeldung vorgeschrieben. Sie kann nicht ausgeschaltet werden.',
    ),
  /** At login (no session yet): 401 like a wrong password; the account page's checks answer 400. */
  loginCodeInvalid: () =>
    new AppError(
      'TWO_FACTOR_CODE_INVALID',
      401,
      'Der Bestätigungscode ist nicht richtig oder wurde schon verwendet. Bitte geben Sie den aktuellen Code ein.',
    ),
  reauthFailed: () =>
    new AppError('REAUTH_FAILED', 400, 'Das Passwort oder der Bestätigungscode ist nicht richtig.'),
};

const secretName = (userId: string) => `totp:${userId}`;

export async function readTwoFactor(db: Db, userId: string) {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  return row;
}

export const isEnabled = (row: { enabledAt: Date | null } | undefined): boolean => Boolean(row?.enabledAt);

export const unwrapTotpSecret = (
  deps: Pick<TwoFactorDeps, 'crypto'>,
  row: typeof userTwoFactor.$inferSelect,
) => deps.crypto.unwrapSecret(secretName(row.userId), row.wrappedSecret);

export async function adminTwoFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.name, REQUIRE_ADMIN_TWO_FACTOR));
  return row?.value === true;
}

export async function setAdminTwoFactorRequired(db: Db, required: boolean, by: string) {
  await db
    .insert(platformSettings)
    .values({ name: REQUIRE_ADMIN_TWO_FACTOR, value: required, updatedBy: by })
    .onConflictDoUpdate({
      target: platformSettings.name,
      set: { value: required, updatedBy: by, updatedAt: new Date() },
    });
}

/**
 * Whether the user must sign in with a second factor: a platform admin under the admins' rule alone (they reach
 * every practice, member or not, so a practice's rule is no lever on them; an admin who creates a practice is
 * its owner, issue 44), staff under the rule of any practice of theirs that requires it.
 */
export async function twoFactorRequired(db: Db, user: { id: string; role: 'user' | 'admin' }) {
  if (user.role === 'admin') return adminTwoFactorRequired(db);
  const [practice] = await db
    .select({ id: tenantSettings.id })
    .from(userTenants)
    .innerJoin(tenantSettings, eq(tenantSettings.id, userTenants.tenantId))
    .where(and(eq(userTenants.userId, user.id), eq(tenantSettings.requireTwoFactor, true)))
    .limit(1);
  return Boolean(practice);
}

/**
 * A new secret waiting for its first code (setup started). A pending one is replaced (a new QR code each
 * time); an enabled one never: that answers TWO_FACTOR_ALREADY_ENABLED.
 */
export async function storePendingSecret(deps: TwoFactorDeps, userId: string): Promise<string> {
  const secret = newTotpSecret();
  const wrappedSecret = deps.crypto.wrapSecret(secretName(userId), secret);
  const stored = await deps.database.db
    .insert(userTwoFactor)
    .values({ userId, wrappedSecret })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { wrappedSecret, lastUsedStep: null, createdAt: new Date() },
      setWhere: isNull(userTwoFactor.enabledAt),
    })
    .returning({ userId: userTwoFactor.userId });
  if (stored.length === 0) throw twoFactorErrors.alreadyEnabled();
  return secret;
}

/** Recovery codes look like "k7m2-x9qp-4t": 10 characters of an alphabet without look-alikes (50 bits). */
const RECOVERY_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const RECOVERY_LENGTH = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: RECOVERY_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    );
    return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
  });
}

/** What is compared: case, spaces and dashes do not matter. */
const compact = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** A keyed hash (server secret, not in the database) bound to the user: a dump cannot be tried offline. */
const recoveryHash = (deps: Pick<TwoFactorDeps, 'keyedHash'>, userId: string, code: string) =>
  deps.keyedHash('recovery-code', `${userId}:${compact(code)}`);

/** The user's recovery codes are these new ones (the old ones stop working); returns them in clear, once. */
export async function replaceRecoveryCodes(db: Db, deps: Pick<TwoFactorDeps, 'keyedHash'>, userId: string) {
  const codes = newRecoveryCodes();
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db
    .insert(userRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: recoveryHash(deps, userId, code) })));
  return codes;
}

export async function unusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export type SecondFactorCheck =
  | { ok: true; method: 'totp' | 'recovery_code' }
  | { ok: false; reason: 'wrong_code' | 'replayed_code' | 'wrong_recovery_code' | 'not_enabled' };

/**
 * Checks a code of an enabled second factor and uses it up: a TOTP code's step must come after the last one
 * used (one conditional UPDATE, so two requests with the same code cannot both pass), a recovery code must
 * be unused (marked used in the same statement).
 */
export async function consumeSecondFactor(
  deps: TwoFactorDeps,
  userId: string,
  code: string,
  now = Date.now(),
): Promise<SecondFactorCheck> {
  const { db } = deps.database;
  const row = await readTwoFactor(db, userId);
  if (!row || !isEnabled(row)) return { ok: false, reason: 'not_enabled' };
  const given = compact(code);
  if (/^\d+$/.test(given)) {
    const step = matchTotp(unwrapTotpSecret(deps, row), given, now);
    if (step === null) return { ok: false, reason: 'wrong_code' };
    const claimed = await db
      .update(userTwoFactor)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(userTwoFactor.userId, userId),
          isNotNull(userTwoFactor.enabledAt),
          or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
        ),
      )
      .returning({ userId: userTwoFactor.userId });
    return claimed.length ? { ok: true, method: 'totp' } : { ok: false, reason: 'replayed_code' };
  }
  const used = await db
    .update(userRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeHash, recoveryHash(deps, userId, given)),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return used.length ? { ok: true, method: 'recovery_code' } : { ok: false, reason: 'wrong_recovery_code' };
}
