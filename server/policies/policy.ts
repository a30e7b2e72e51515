// "May this actor do this?" in one place. Routes and commands call authorize(); nothing else decides about
// rights. Practice actions follow the actor's role in the resource's practice (practiceRules.ts).
import { PRACTICE_ACTIONS, type PracticeAction } from '../../common/practiceRoles.ts';
import { practiceRoleTexts } from '../../common/texts/practiceRoles.ts';
import type { Actor } from '../auth/actor.ts';
import { errors } from '../errors.ts';
import { practiceAllows } from './practiceRules.ts';

/** A resource that belongs to one tenant (tenant_settings.id). */
export type TenantResource = { tenantId: string };

type PlatformAction =
  // Every signed-in user: their own membership package and two-factor login.
  | 'membership.readOwn'
  | 'twoFactor.own'
  // Platform administration.
  | 'tenant.manage'
  | 'user.manage'
  | 'blacklist.manage'
  | 'membership.manage'
  | 'twoFactor.manage';

type Rules = { [A in PracticeAction]: TenantResource } & { [A in PlatformAction]: null };
export type Action = keyof Rules;

export const isAdmin = (actor: Actor) => actor.role === 'admin';
export const belongsToTenant = (actor: Actor, tenantId: string) =>
  isAdmin(actor) || Object.hasOwn(actor.practices, tenantId);

const isPracticeAction = (action: Action): action is PracticeAction =>
  (PRACTICE_ACTIONS as readonly string[]).includes(action);

export function can<A extends Action>(actor: Actor | null, action: A, resource: Rules[A]): boolean {
  if (!actor) return false;
  if (isAdmin(actor)) return true;
  if (isPracticeAction(action)) {
    const tenantId = (resource as TenantResource).tenantId;
    const membership = Object.hasOwn(actor.practices, tenantId) ? actor.practices[tenantId] : undefined;
    return membership ? practiceAllows(membership, action) : false;
  }
  return action === 'membership.readOwn' || action === 'twoFactor.own';
}

/** The practice actions the actor may take in one of their practices (the session's `allowed`). */
export function allowedInPractice(actor: Actor, tenantId: string): PracticeAction[] {
  return PRACTICE_ACTIONS.filter((action) => can(actor, action, { tenantId }));
}

/**
 * Throws when the actor may not act. Another tenant's resource answers 404, not 403: a stranger must not
 * learn that an id exists; staff of the practice whose role does not allow it get 403.
 */
export function authorize<A extends Action>(
  actor: Actor | null,
  action: A,
  resource: Rules[A],
  notFoundMessage?: string,
): asserts actor is Actor {
  if (!actor) throw errors.unauthenticated();
  if (can(actor, action, resource)) return;
  if (resource && !belongsToTenant(actor, resource.tenantId)) throw errors.notFound(notFoundMessage);
  throw errors.forbidden(resource ? practiceRoleTexts.forbidden : undefined);
}
