// Which practices a dashboard request covers: the one asked for (by uuid or slug, only within the actor's
// scope), else all of the actor's practices. A user without any practice is told so (spec 000 §8).
import { and, eq } from 'drizzle-orm';
import type { PracticeAction } from '../../common/practiceRoles.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { tenantSettings } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { authorize, can, isAdmin } from './policy.ts';
import { tenantScope } from './tenantScope.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const noTenant = () =>
  new AppError(
    'NO_TENANT',
    403,
    'Sie sind noch keinem Tenant zugeordnet. Bitte wenden Sie sich an einen Administrator.',
  );

export const tenantNotFound = () => new AppError('TENANT_NOT_FOUND', 404, 'Mandant nicht gefunden.');

/**
 * `action` (issue 44) keeps the practices where the actor's role allows it: a practice asked for by name
 * that does not allow it answers 403, and so does a choice of all when none of them does.
 */
export async function selectTenants(
  db: Db,
  actor: Actor,
  requested?: string,
  action: PracticeAction = 'submission.read',
): Promise<{ id: string; name: string }[]> {
  if (!isAdmin(actor) && actor.tenantIds.length === 0) throw noTenant();
  const filter = requested
    ? eq(UUID.test(requested) ? tenantSettings.id : tenantSettings.tenantId, requested)
    : undefined;
  const tenants = await db
    .select({ id: tenantSettings.id, name: tenantSettings.name })
    .from(tenantSettings)
    .where(and(tenantScope(actor, tenantSettings.id), filter));
  if (requested && tenants.length === 0) throw tenantNotFound();
  const allowed = tenants.filter((tenant) => can(actor, action, { tenantId: tenant.id }));
  if (tenants.length > 0 && allowed.length === 0) authorize(actor, action, { tenantId: tenants[0]!.id });
  return allowed;
}
