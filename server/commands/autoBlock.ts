// Automatic blocks of repeated spam (issue 43: "a streak of false spam verdicts blocks a patient for good").
// Only sure verdicts count — a score of at least AUTO_BLOCK_MIN_SCORE (a honeypot hit is 100; the uncertain
// 50–89 band, where ordinary questions were taken for spam, never counts) or a staff "Spam" mark — and a block
// ends by itself after AUTO_BLOCK_DAYS. It is keyed by the senders' per-address key (form_submissions.
// client_ip_hash), so "Kein Spam" on one of the requests that caused it finds and lifts it.

import { lte, sql } from 'drizzle-orm';
import { blacklistTexts } from '../../common/texts/blacklist.ts';
import type { Database, Db, SqlExecutor } from '../db/connect.ts';
import { ipBlacklist } from '../db/schema.ts';
import { audit } from '../services/audit.ts';

export const AUTO_BLACKLIST_SPAM_COUNT = 5;
export const AUTO_BLOCK_MIN_SCORE = 90;
export const AUTO_BLOCK_DAYS = 7;

/** A verdict sure enough to count toward a block. */
const SURE_SPAM = `is_spam and (spam_score >= ${AUTO_BLOCK_MIN_SCORE} or spam_marked_at is not null)`;

/** Blocks senders with AUTO_BLACKLIST_SPAM_COUNT sure spam verdicts within 24 hours, for AUTO_BLOCK_DAYS. */
export async function blockRepeatOffenders(database: Database, ipHashes: string[]) {
  if (ipHashes.length === 0) return;
  // An expired automatic entry not yet cleared starts again; a manual one stays as the admin made it.
  const { rows } = await database.executeSql(
    `insert into ip_blacklist (ip_hash, reason, source, expires_at)
     select client_ip_hash, $2, 'automatic', now() + make_interval(days => ${AUTO_BLOCK_DAYS})
     from form_submissions
     where client_ip_hash = any($1::text[]) and ${SURE_SPAM} and created_at > now() - interval '24 hours'
     group by client_ip_hash having count(*) >= ${AUTO_BLACKLIST_SPAM_COUNT}
     on conflict (ip_hash) do update set added_at = now(), expires_at = excluded.expires_at,
       reason = excluded.reason
       where ip_blacklist.source = 'automatic' and ip_blacklist.expires_at <= now()
     returning ip_hash`,
    [ipHashes, blacklistTexts.automaticReason(AUTO_BLACKLIST_SPAM_COUNT)],
  );
  for (const { ip_hash } of rows as { ip_hash: string }[]) {
    await audit(database.db, {
      actor: { kind: 'system' },
      action: 'blacklist.auto',
      target: { type: 'ip_hash', id: ip_hash },
    });
  }
}

/**
 * Staff said "Kein Spam" to a request that counted toward its sender's automatic block (a sure verdict, sent
 * within the 24 hours before the block began): the block was wrong, so it goes. Returns whether one went.
 */
export async function liftAutoBlock(
  execute: SqlExecutor,
  submission: { ipHash: string | null; createdAt: Date; wasSureSpam: boolean },
): Promise<boolean> {
  if (!submission.ipHash || !submission.wasSureSpam) return false;
  const { rows } = await execute(
    `delete from ip_blacklist where ip_hash = $1 and source = 'automatic'
       and $2::timestamptz between added_at - interval '24 hours' and added_at
     returning ip_hash`,
    [submission.ipHash, submission.createdAt.toISOString()],
  );
  return rows.length > 0;
}

export const isSureSpam = (row: { isSpam: boolean; spamScore: number | null; spamMarkedAt: Date | null }) =>
  row.isSpam && ((row.spamScore ?? 0) >= AUTO_BLOCK_MIN_SCORE || row.spamMarkedAt !== null);

export const auditLifted = (db: Db, actorId: string, ipHash: string) =>
  audit(db, {
    actor: { kind: 'user', id: actorId },
    action: 'blacklist.auto_lifted',
    target: { type: 'ip_hash', id: ipHash },
  });

/** Blocks past their end are ignored by every lookup; the hourly purge deletes them. */
export async function deleteExpiredBlocks(db: Db) {
  await db.delete(ipBlacklist).where(lte(ipBlacklist.expiresAt, sql`now()`));
}
