// Consumes a magic link or its 6-digit code (spec 002 §2, DESIGN §5). All checks and writes for one
// submission run in one transaction that first locks the submission row: two requests with one token give
// one success, two recipients' links used at the same moment give one success (the other is deactivated),
// and the wrong-code counter cannot be outrun by parallel guesses.
// A locked submission (5 wrong codes) locks its codes only: link tokens are 256-bit, guessing them is
// hopeless, so a recipient with the link still gets in.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { recentFailures, recordFailure } from '../auth/failedAttempts.ts';
import type { Db } from '../db/connect.ts';
import { formSubmissions, magicLinkTokens } from '../db/schema.ts';
import type { KeyedHasher } from '../services/ipHash.ts';
import {
  hashMagicCode,
  hashMagicToken,
  MAGIC_CODE_DIGITS,
  MAGIC_CODE_MAX_FAILURES,
} from './issueMagicLink.ts';

export type MagicFailure =
  | 'TOKEN_ALREADY_USED'
  | 'TOKEN_EXPIRED'
  | 'TOKEN_NOT_FOUND'
  | 'TOKEN_LOCKED'
  | 'SUBMISSION_NOT_FOUND';

export type MagicVerification =
  | { ok: true; via: 'token' | 'code'; tenantId: string; tokenId: string; recipient: string }
  | { ok: false; via: 'token' | 'code'; tenantId: string | null; code: MagicFailure };

/** A code is what has no letters: "123 456" or "123-456" as typed; a link token always has letters. */
export function magicCodeOf(input: string): string | null {
  if (/[a-z]/i.test(input)) return null;
  return input.replace(/\D/g, '');
}

export async function verifyMagicLink(
  db: Db,
  keyedHash: KeyedHasher,
  input: { submissionId: string; token: string; now?: Date },
): Promise<MagicVerification> {
  const now = input.now ?? new Date();
  const code = magicCodeOf(input.token);
  const via = code === null ? 'token' : 'code';
  return db.transaction(async (tx) => {
    const [submission] = await tx
      .select({ tenantId: formSubmissions.tenantId, failures: formSubmissions.magicCodeFailures })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, input.submissionId))
      .for('no key update');
    if (!submission) return { ok: false, via, tenantId: null, code: 'SUBMISSION_NOT_FOUND' };
    const fail = (failure: MagicFailure) =>
      ({ ok: false, via, tenantId: submission.tenantId, code: failure }) as const;

    let candidates: (typeof magicLinkTokens.$inferSelect)[];
    if (code === null) {
      // Another submission's token answers like an unknown one: no hint that it exists.
      candidates = await tx
        .select()
        .from(magicLinkTokens)
        .where(
          and(
            eq(magicLinkTokens.tokenHash, hashMagicToken(input.token)),
            eq(magicLinkTokens.submissionId, input.submissionId),
          ),
        );
    } else {
      if (submission.failures >= MAGIC_CODE_MAX_FAILURES) return fail('TOKEN_LOCKED');
      candidates =
        code.length === MAGIC_CODE_DIGITS
          ? await tx
              .select()
              .from(magicLinkTokens)
              .where(
                and(
                  eq(magicLinkTokens.submissionId, input.submissionId),
                  eq(magicLinkTokens.codeHash, hashMagicCode(keyedHash, input.submissionId, code)),
                ),
              )
          : [];
      if (candidates.length === 0) {
        // Raw SQL: a failed guess must not move updated_at, which the detail screen shows.
        await tx.execute(
          sql`update form_submissions set magic_code_failures = magic_code_failures + 1 where id = ${input.submissionId}`,
        );
      }
    }
    if (candidates.length === 0) return fail('TOKEN_NOT_FOUND');

    // Two recipients may by chance share a code: a usable row wins over a spent one.
    const usable = (row: (typeof candidates)[number]) =>
      row.usedAt === null && row.deactivatedAt === null && row.expiresAt > now;
    const row = candidates.find(usable) ?? candidates[0]!;
    if (row.usedAt !== null || row.deactivatedAt !== null) return fail('TOKEN_ALREADY_USED');
    if (row.expiresAt <= now) return fail('TOKEN_EXPIRED');

    // Conditional even under the lock, so single use never rests on the lock alone.
    const [consumed] = await tx
      .update(magicLinkTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(magicLinkTokens.id, row.id),
          isNull(magicLinkTokens.usedAt),
          isNull(magicLinkTokens.deactivatedAt),
          gt(magicLinkTokens.expiresAt, now),
        ),
      )
      .returning({ id: magicLinkTokens.id, recipient: magicLinkTokens.recipient });
    if (!consumed) return fail('TOKEN_ALREADY_USED');
    // "After first use other codes are deactivated" (spec 002 §4).
    await tx
      .update(magicLinkTokens)
      .set({ deactivatedAt: now })
      .where(
        and(
          eq(magicLinkTokens.submissionId, input.submissionId),
          ne(magicLinkTokens.id, consumed.id),
          isNull(magicLinkTokens.usedAt),
          isNull(magicLinkTokens.deactivatedAt),
        ),
      );
    return {
      ok: true,
      via,
      tenantId: submission.tenantId,
      tokenId: consumed.id,
      recipient: consumed.recipient,
    };
  });
}

// Per-address limit on failed verifications, kept in login_attempts so every instance counts alike.
// Failures only: a practice behind one address opening many links is no attack; guessing is.
export const MAGIC_RATE_LIMIT = 20;
export const MAGIC_RATE_WINDOW_MS = 10 * 60 * 1000;
const attemptKey = (ipHash: string) => `magic:${ipHash}`;

export async function isMagicRateLimited(db: Db, ipHash: string, now = new Date()): Promise<boolean> {
  const counts = await recentFailures(db, [attemptKey(ipHash)], MAGIC_RATE_WINDOW_MS, now);
  return (counts.get(attemptKey(ipHash)) ?? 0) >= MAGIC_RATE_LIMIT;
}

export const recordMagicFailure = (db: Db, ipHash: string, now = new Date()) =>
  recordFailure(db, [attemptKey(ipHash)], now);
