// The IP blacklist check of the public writes that do not go through the submission writer (which checks
// it in its batch statement): anamnese and file upload.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { ipBlacklist } from '../db/schema.ts';
import { intakeErrors } from './createSubmission.ts';

export async function refuseBlockedAddress(db: Db, ipHash: string) {
  const [blocked] = await db
    .select({ ipHash: ipBlacklist.ipHash })
    .from(ipBlacklist)
    .where(eq(ipBlacklist.ipHash, ipHash));
  if (blocked) throw intakeErrors.ipBlocked();
}
