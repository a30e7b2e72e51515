// An admin blocks an address or a network by hand (spec 001 §5): stored as a keyed hash only (the intake's own
// key for one client, commands/ipBlacklist.ts for a network), so the next form from there is refused. Nothing
// stored names the address: the reason is a fixed text, the audit row carries the hash.
import { MAX_IP_LENGTH } from '../../common/ipAddress.ts';
import { blacklistTexts } from '../../common/texts/blacklist.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { ipBlacklist } from '../db/schema.ts';
import { authorize } from '../policies/policy.ts';
import { audit } from '../services/audit.ts';
import type { IpHasher } from '../services/ipHash.ts';
import { blacklistErrors, networkOfInput } from './ipBlacklist.ts';

export const MAX_BLOCK_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function addToBlacklist(
  deps: { db: Db; ipHash: IpHasher },
  actor: Actor,
  input: { ip: string; durationDays?: number },
) {
  authorize(actor, 'blacklist.manage', null);
  const text = input.ip.trim();
  // An address and "/128" at most.
  if (text.length > MAX_IP_LENGTH + 4) throw blacklistErrors.invalidIp();
  const network = networkOfInput(text);
  const days = input.durationDays;
  if (days !== undefined && !(Number.isInteger(days) && days >= 1 && days <= MAX_BLOCK_DAYS))
    throw blacklistErrors.invalidDuration();
  const ipHash = deps.ipHash.network(network);
  return deps.db.transaction(async (tx) => {
    // A network listed already (by hand, in another spelling, or by the spam engine) keeps its entry.
    const [entry] = await tx
      .insert(ipBlacklist)
      .values({
        ipHash,
        reason: blacklistTexts.manualReason,
        source: 'manual',
        family: network.family,
        // One client (/32, IPv6 /64) hashes as its key; only wider networks widen the lookup.
        prefixLength: network.prefixLength,
        expiresAt: days === undefined ? null : new Date(Date.now() + days * DAY_MS),
        addedBy: actor.id,
      })
      .onConflictDoNothing()
      .returning();
    if (!entry) throw blacklistErrors.alreadyListed();
    await audit(tx as Db, {
      actor: { kind: 'user', id: actor.id },
      action: 'blacklist.add',
      target: { type: 'ip_hash', id: ipHash },
    });
    return entry;
  });
}
