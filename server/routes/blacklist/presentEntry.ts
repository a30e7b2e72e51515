import type { ipBlacklist } from '../../db/schema.ts';

type EntryRow = Pick<
  typeof ipBlacklist.$inferSelect,
  'ipHash' | 'reason' | 'source' | 'family' | 'prefixLength' | 'addedAt' | 'expiresAt'
>;

/** Who added an entry stays in the audit log; the screen shows hash, kind, network size, times and reason. */
export const presentBlacklistEntry = (row: EntryRow) => ({
  ip_hash: row.ipHash,
  reason: row.reason,
  source: row.source as 'manual' | 'automatic',
  family: row.family === 4 || row.family === 6 ? (row.family as 4 | 6) : null,
  prefix_length: row.prefixLength,
  added_at: row.addedAt.toISOString(),
  expires_at: row.expiresAt?.toISOString() ?? null,
});
