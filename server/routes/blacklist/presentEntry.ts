import type { ipBlacklist } from '../../db/schema.ts';

type EntryRow = Pick<typeof ipBlacklist.$inferSelect, 'ipHash' | 'reason' | 'addedAt'>;

/** Who added an entry stays in the audit log; the screen shows hash, time and reason. */
export const presentBlacklistEntry = (row: EntryRow) => ({
  ip_hash: row.ipHash,
  reason: row.reason,
  added_at: row.addedAt.toISOString(),
});
