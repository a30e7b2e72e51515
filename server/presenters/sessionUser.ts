import type { SessionUser } from '../../common/schemas/session.ts';
import type { Actor } from '../auth/actor.ts';
import { allowedInPractice } from '../policies/policy.ts';
import { presentTenantSummary } from './tenant.ts';

export function presentSessionUser(
  actor: Actor,
  tenants: Parameters<typeof presentTenantSummary>[0][],
  membership: { packageName: string; isBeta: boolean } | null,
): SessionUser {
  return {
    id: actor.id,
    email: actor.email,
    full_name: actor.fullName,
    role: actor.role,
    tenants: tenants.map((tenant) => ({
      ...presentTenantSummary(tenant),
      practice_role: actor.practices[tenant.id]?.role ?? null,
      allowed: allowedInPractice(actor, tenant.id),
    })),
    membership: membership && { package_name: membership.packageName, is_beta: membership.isBeta },
  };
}
