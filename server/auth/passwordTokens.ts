// Single-use links to set a password (password_tokens): a random 256-bit token in the link, only its SHA-256
// stored. 'reset' lives 30 minutes, 'invitation' 72 hours. A new link of a purpose makes the user's earlier
// ones of that purpose void, so only the newest mail works; spending a token is one conditional UPDATE, so two
// requests with the same link cannot both succeed.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { passwordTokens, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { hashToken } from './sessions.ts';

export type PasswordTokenPurpose = 'reset' | 'invitation';

export const PASSWORD_TOKEN_LIFETIME_MS: Record<PasswordTokenPurpose, number> = {
  reset: 30 * 60 * 1000,
  invitation: 72 * 60 * 60 * 1000,
};

// Spent and expired rows are kept this long (what happened shows in the audit log), then trimmed.
const KEEP_AFTER_END_MS = 24 * 60 * 60 * 1000;

export const passwordTokenErrors = {
  invalid: () =>
    new AppError(
      'PASSWORD_LINK_INVALID',
      410,
      'Der Link ist abgelaufen, wurde schon verwendet oder ist unvollständig. Bitte fordern Sie einen neuen an.',
    ),
};

/** A new link for the user; the user's earlier unused links of this purpose stop working. */
export async function issuePasswordToken(
  db: Db,
  userId: string,
  purpose: PasswordTokenPurpose,
  now = new Date(),
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_TOKEN_LIFETIME_MS[purpose]);
  await db.transaction(async (txAny) => {
    const tx = txAny as Db;
    await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordTokens.userId, userId),
          eq(passwordTokens.purpose, purpose),
          isNull(passwordTokens.usedAt),
        ),
      );
    await tx.insert(passwordTokens).values({ userId, purpose, tokenHash: hashToken(token), expiresAt });
    await tx
      .delete(passwordTokens)
      .where(
        or(
          lt(passwordTokens.expiresAt, new Date(now.getTime() - KEEP_AFTER_END_MS)),
          lt(passwordTokens.usedAt, new Date(now.getTime() - KEEP_AFTER_END_MS)),
        ),
      );
  });
  return { token, expiresAt };
}

const usable = (tokenHash: string, now: Date) =>
  and(
    eq(passwordTokens.tokenHash, tokenHash),
    isNull(passwordTokens.usedAt),
    gt(passwordTokens.expiresAt, now),
  );

/** What a valid, unused link is for (the page shows it before anything is typed), or PASSWORD_LINK_INVALID. */
export async function readPasswordToken(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select({
      userId: passwordTokens.userId,
      purpose: passwordTokens.purpose,
      expiresAt: passwordTokens.expiresAt,
      email: users.email,
      isActive: users.isActive,
    })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(usable(hashToken(token), now));
  if (!row?.isActive) throw passwordTokenErrors.invalid();
  return row;
}

/** Spends the link (inside the caller's transaction): its user and purpose, or PASSWORD_LINK_INVALID. */
export async function spendPasswordToken(tx: Db, token: string, now = new Date()) {
  const [row] = await tx
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(usable(hashToken(token), now))
    .returning({ userId: passwordTokens.userId, purpose: passwordTokens.purpose });
  if (!row) throw passwordTokenErrors.invalid();
  return row;
}

/**
 * Voids the user's unused links, or only those of one purpose: a password set another way makes a pending
 * reset link pointless, and a completed login ends open invitations (an old invitation mail must not replace
 * the password of someone who signs in with their own).
 */
export async function voidPasswordTokens(
  db: Db,
  userId: string,
  now = new Date(),
  purpose?: PasswordTokenPurpose,
) {
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        isNull(passwordTokens.usedAt),
        purpose ? eq(passwordTokens.purpose, purpose) : undefined,
      ),
    );
}

/** Whether the user has an invitation that is still open (the user list shows "Einladung offen"). */
export async function pendingInvitations(db: Db, now = new Date(), userIds?: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ userId: passwordTokens.userId })
    .from(passwordTokens)
    .where(
      and(
        userIds ? inArray(passwordTokens.userId, userIds) : undefined,
        eq(passwordTokens.purpose, 'invitation'),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}
