// The IP blacklist check of the public writes that do not go through the submission writer (which checks
// it in its batch statement): anamnese and file upload; the entry check and the errors of the admin screen.
// What is looked up: services/blacklistLookup.ts.
import { sql } from 'drizzle-orm';
import { parseNetworkInput } from '../../common/ipAddress.ts';
import { blacklistTexts } from '../../common/texts/blacklist.ts';
import type { Db } from '../db/connect.ts';
import { AppError } from '../errors.ts';
import { ACTIVE_ENTRY, LENGTHS_IN_USE, toLengths } from '../services/blacklistLookup.ts';
import type { ClientAddress } from '../services/ipHash.ts';
import { CLIENT_PREFIX, type IpNetwork, parseAddress } from '../services/ipNetwork.ts';
import { intakeErrors } from './createSubmission.ts';

export async function refuseBlockedAddress(db: Db, client: ClientAddress) {
  const lengths = toLengths((await db.execute(sql.raw(LENGTHS_IN_USE))).rows);
  const keys = client.blacklistKeys(lengths);
  const { rows } = await db.execute(
    sql`select 1 from ip_blacklist where ip_hash in ${keys} and ${sql.raw(ACTIVE_ENTRY)} limit 1`,
  );
  if (rows.length > 0) throw intakeErrors.ipBlocked();
}

/**
 * An admin's entry as a network: a single address is one client (an IPv6 address its /64), "a.b.c.d/n" the
 * network it lies in (host bits are dropped: 203.0.113.77/24 lists 203.0.113.0/24). Wrong text throws.
 */
export function networkOfInput(text: string): IpNetwork {
  const input = parseNetworkInput(text);
  if (!input.ok)
    throw input.problem === 'prefix' ? blacklistErrors.invalidRange() : blacklistErrors.invalidIp();
  const address = parseAddress(input.address);
  if (!address) throw blacklistErrors.invalidIp();
  return { ...address, prefixLength: input.prefixLength ?? CLIENT_PREFIX[address.family] };
}

export const blacklistErrors = {
  invalidIp: () => new AppError('INVALID_IP', 400, blacklistTexts.invalidIp),
  invalidRange: () => new AppError('INVALID_IP_RANGE', 400, blacklistTexts.invalidRange),
  invalidDuration: () => new AppError('INVALID_BLOCK_DURATION', 400, blacklistTexts.invalidDuration),
  alreadyListed: () => new AppError('ALREADY_BLACKLISTED', 409, blacklistTexts.alreadyListed),
  notListed: () => new AppError('NOT_FOUND', 404, blacklistTexts.notListed),
};
