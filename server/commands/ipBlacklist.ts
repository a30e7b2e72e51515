// The IP blacklist: the check of the public writes that do not go through the submission writer (which checks
// it in its batch statement): anamnese and file upload; the address check and the errors of the admin screen.
import { isIP } from 'node:net';
import { eq } from 'drizzle-orm';
import { isIpAddress } from '../../common/ipAddress.ts';
import { blacklistTexts } from '../../common/texts/blacklist.ts';
import type { Db } from '../db/connect.ts';
import { ipBlacklist } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { intakeErrors } from './createSubmission.ts';

export async function refuseBlockedAddress(db: Db, ipHash: string) {
  const [blocked] = await db
    .select({ ipHash: ipBlacklist.ipHash })
    .from(ipBlacklist)
    .where(eq(ipBlacklist.ipHash, ipHash));
  if (blocked) throw intakeErrors.ipBlocked();
}

/** node:net's verdict and the form's (common/ipAddress.ts) must both say yes (the form refuses zone ids). */
export const isValidIpAddress = (text: string) => isIP(text) !== 0 && isIpAddress(text);

export const blacklistErrors = {
  invalidIp: () => new AppError('INVALID_IP', 400, blacklistTexts.invalidIp),
  alreadyListed: () => new AppError('ALREADY_BLACKLISTED', 409, blacklistTexts.alreadyListed),
  notListed: () => new AppError('NOT_FOUND', 404, blacklistTexts.notListed),
};
