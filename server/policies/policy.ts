// "May this actor do this?" in one place. Routes call authorize(); nothing else decides about rights.
import type { Actor } from '../auth/actor.ts';
import { errors } from '../errors.ts';

/** A resource that belongs to one tenant (tenant_settings.id). */
export type TenantResource = { tenantId: string };

type Rules = {
  // Staff work on the data of their own tenants; admins on every tenant's.
  'tenant.read': TenantResource;
  'submission.read': TenantResource;
  'submission.update': TenantResource;
  'submission.delete': TenantResource;
  'spam.scan': TenantResource;
  'submission.retentionHold': TenantResource;
  // A patient's requests found by e-mail/phone, and their data export (GDPR Art. 15).
  'patient.search': TenantResource;
  'submission.dataExport': TenantResource;
  'membership.readOwn': null;
  // Two-factor login of one's own account (every signed-in user).
  'twoFactor.own': null;
  // Platform administration.
  'tenant.manage': null;
  'user.manage': null;
  'blacklist.manage': null;
  'membership.manage': null;
  'retention.manage': null;
  'twoFactor.manage': null;
};
export type Action = keyof Rules;

export const isAdmin = (actor: Actor) => actor.role === 'admin';
export const belongsToTenant = (actor: Actor, tenantId: string) =>
  isAdmin(actor) || actor.tenantIds.includes(tenantId);

export function can<A extends Action>(actor: Actor | null, action: A, resource: Rules[A]): boolean {
  if (!actor) return false;
  if (resource && 'tenantId' in resource) return belongsToTenant(actor, resource.tenantId);
  if (action === 'membership.readOwn' || action === 'twoFactor.own') return true;
  return isAdmin(actor);
}

/**
 * Throws when the actor may not act. Another tenant's resource answers 404, not 403: a stranger must not
 * learn that an id exists.
 */
export function authorize<A extends Action>(
  actor: Actor | null,
  action: A,
  resource: Rules[A],
  notFoundMessage?: string,
): asserts actor is Actor {
  if (!actor) throw errors.unauthenticated();
  if (can(actor, action, resource)) return;
  throw resource ? errors.notFound(notFoundMessage) : errors.forbidden();
}
