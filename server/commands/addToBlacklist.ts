// An admin blocks an address by hand (spec 001 §5): stored under the intake's own keyed hash, so the next
// form from that address is refused; the reason names the address as it was entered.
import { MAX_IP_LENGTH } from '../../common/ipAddress.ts';
import { blacklistTexts } from '../../common/texts/blacklist.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { ipBlacklist } from '../db/schema.ts';
import { authorize } from '../policies/policy.ts';
import { audit } from '../services/audit.ts';
import type { IpHasher } from '../services/ipHash.ts';
import { blacklistErrors, isValidIpAddress } from './ipBlacklist.ts';

export async function addToBlacklist(deps: { db: Db; ipHash: IpHasher }, actor: Actor, input: string) {
  authorize(actor, 'blacklist.manage', null);
  const ip = input.trim();
  if (ip.length > MAX_IP_LENGTH || !isValidIpAddress(ip)) throw blacklistErrors.invalidIp();
  const ipHash = deps.ipHash(ip);
  return deps.db.transaction(async (tx) => {
    // An address listed already (by hand, in another spelling, or by the spam engine) keeps its entry.
    const [entry] = await tx
      .insert(ipBlacklist)
      .values({ ipHash, reason: blacklistTexts.manualReason(ip), addedBy: actor.id })
      .onConflictDoNothing()
      .returning();
    if (!entry) throw blacklistErrors.alreadyListed();
    // The audit row carries the hash only: the address itself stays out of the log.
    await audit(tx as Db, {
      actor: { kind: 'user', id: actor.id },
      action: 'blacklist.add',
      target: { type: 'ip_hash', id: ipHash },
    });
    return entry;
  });
}
