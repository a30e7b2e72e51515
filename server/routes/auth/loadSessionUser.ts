import { and, asc, eq } from 'drizzle-orm';
import type { SessionUser } from '../../../common/schemas/session.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/connect.ts';
import { membershipPackages, tenantSettings, userMemberships } from '../../db/schema.ts';
import { tenantScope } from '../../policies/tenantScope.ts';
import { presentSessionUser } from '../../presenters/sessionUser.ts';

/** The session as the web app needs it: the user, the tenants they may see, their package. */
export async function loadSessionUser(db: Db, actor: Actor): Promise<SessionUser> {
  const tenants = await db
    .select({ id: tenantSettings.id, tenantId: tenantSettings.tenantId, name: tenantSettings.name })
    .from(tenantSettings)
    .where(tenantScope(actor, tenantSettings.id))
    .orderBy(asc(tenantSettings.name));
  const [membership] = await db
    .select({ packageName: membershipPackages.name, isBeta: membershipPackages.isBeta })
    .from(userMemberships)
    .innerJoin(membershipPackages, eq(membershipPackages.id, userMemberships.packageId))
    .where(and(eq(userMemberships.userId, actor.id), eq(userMemberships.status, 'active')));
  return presentSessionUser(actor, tenants, membership ?? null);
}
