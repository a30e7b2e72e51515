// What the IP blacklist is searched for, shared by every lookup (the submission writer's batch statement,
// commands/ipBlacklist.ts). An entry is a keyed hash, never an address: of one client's key (an IPv4
// address or an IPv6 /64; family and prefix length empty) or of a network an admin listed ("203.0.113.0/24":
// the hash of that text, with family 4 and length 24). A client is looked up by its key, its exact address
// (entries from before the /64 rule) and its prefix at each network length listed — the few distinct lengths
// in use, read with the lookup, so an entry takes effect on every server instance at once.
import type { SqlExecutor } from '../db/connect.ts';
import type { NetworkLength } from './ipHash.ts';

/** An entry in effect: lookups and the list skip expired ones (apply-retention deletes them). */
export const ACTIVE_ENTRY = '(expires_at is null or expires_at > now())';

export const LENGTHS_IN_USE = `select distinct family, prefix_length from ip_blacklist
  where prefix_length is not null and ${ACTIVE_ENTRY}`;

export const toLengths = (rows: unknown[]) =>
  (rows as { family: number; prefix_length: number }[]).map(
    (r): NetworkLength => ({ family: r.family as 4 | 6, prefixLength: r.prefix_length }),
  );

export async function listedLengths(execute: SqlExecutor): Promise<NetworkLength[]> {
  return toLengths((await execute(LENGTHS_IN_USE)).rows);
}
