// An admin lifts a block (spec 001 §7: delete by ip_hash); forms from that address are accepted again at once.
import { eq } from 'drizzle-orm';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { ipBlacklist } from '../db/schema.ts';
import { authorize } from '../policies/policy.ts';
import { audit } from '../services/audit.ts';
import { blacklistErrors } from './ipBlacklist.ts';

export async function removeFromBlacklist(db: Db, actor: Actor, ipHash: string) {
  authorize(actor, 'blacklist.manage', null);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(ipBlacklist)
      .where(eq(ipBlacklist.ipHash, ipHash))
      .returning({ ipHash: ipBlacklist.ipHash });
    if (!removed) throw blacklistErrors.notListed();
    await audit(tx as Db, {
      actor: { kind: 'user', id: actor.id },
      action: 'blacklist.remove',
      target: { type: 'ip_hash', id: ipHash },
    });
  });
}
