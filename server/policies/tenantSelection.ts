// Which practices a dashboard request covers: the one asked for (by uuid or slug, only within the actor's
// scope), else all of the actor's practices. A user without any practice is told so (spec 000 §8).
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { tenantSettings } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isAdmin } from './policy.ts';
import { tenantScope } from './tenantScope.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const noTenant = () =>
  new AppError(
    'NO_TENANT',
    403,
    'Sie sind noch keinem Tenant zugeordnet. Bitte wenden Sie sich an einen Administrator.',
  );

export const tenantNotFound = () => new AppError('TENANT_NOT_FOUND', 404, 'Mandant nicht gefunden.');

export async function selectTenants(
  db: Db,
  actor: Actor,
  requested?: string,
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
  return tenants;
}
