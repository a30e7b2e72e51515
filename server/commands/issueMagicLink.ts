// A personal magic link and 6-digit code for one recipient of one submission (DESIGN §5, spec 002 §2): valid
// 7 days, single use. Only hashes are stored: the link token (256 bits) as SHA-256, the code (a small space)
// as a keyed hash bound to its submission, so a database dump reveals neither.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { magicLinkTokens } from '../db/schema.ts';
import type { KeyedHasher } from '../services/ipHash.ts';

export const MAGIC_LINK_DAYS = 7;
export const MAGIC_CODE_DIGITS = 6;
/** Wrong codes for one submission before all its codes lock (TOKEN_LOCKED). */
export const MAGIC_CODE_MAX_FAILURES = 5;

export const hashMagicToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const hashMagicCode = (keyedHash: KeyedHasher, submissionId: string, code: string) =>
  keyedHash('magic-code', `${submissionId}:${code}`);

/** The address a recipient opens; the token travels in the query, only the page's POST consumes it. */
export const magicLinkUrl = (publicUrl: string, submissionId: string, token: string) =>
  `${publicUrl}/submission/${submissionId}?token=${encodeURIComponent(token)}`;

/** The submission a text's magic link names (a received notice), read back the way magicLinkUrl writes it. */
export const linkedSubmissionId = (text: string) => /\/submission\/([0-9a-f-]{36})\?token=/.exec(text)?.[1];

type MagicLinkInput = { submissionId: string; recipient: string; now?: Date };
/** id: the token row's, which audits name (never the token or code). */
export type IssuedMagicLink = { id: string; token: string; code: string; expiresAt: Date };

export async function issueMagicLink(
  db: Db,
  keyedHash: KeyedHasher,
  input: MagicLinkInput,
): Promise<IssuedMagicLink> {
  return (await issueMagicLinks(db, keyedHash, [input]))[0]!;
}

/** Links for several recipients (a batch of notices) in one INSERT, aligned with `inputs`. */
export async function issueMagicLinks(
  db: Db,
  keyedHash: KeyedHasher,
  inputs: readonly MagicLinkInput[],
): Promise<IssuedMagicLink[]> {
  if (!inputs.length) return [];
  const issued = inputs.map((input) => {
    const token = randomBytes(32).toString('base64url');
    return {
      token,
      tokenHash: hashMagicToken(token),
      code: String(randomInt(0, 10 ** MAGIC_CODE_DIGITS)).padStart(MAGIC_CODE_DIGITS, '0'),
      expiresAt: new Date((input.now ?? new Date()).getTime() + MAGIC_LINK_DAYS * 24 * 60 * 60 * 1000),
    };
  });
  const rows = await db
    .insert(magicLinkTokens)
    .values(
      inputs.map((input, i) => ({
        submissionId: input.submissionId,
        recipient: input.recipient,
        tokenHash: issued[i]!.tokenHash,
        codeHash: hashMagicCode(keyedHash, input.submissionId, issued[i]!.code),
        expiresAt: issued[i]!.expiresAt,
      })),
    )
    .returning({ id: magicLinkTokens.id, tokenHash: magicLinkTokens.tokenHash });
  // Matched by hash: RETURNING promises no order.
  const idOf = new Map(rows.map((row) => [row.tokenHash, row.id]));
  return issued.map(({ tokenHash, ...link }) => ({ id: idOf.get(tokenHash)!, ...link }));
}
