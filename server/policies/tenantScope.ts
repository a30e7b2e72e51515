// The one tenant-scoping helper: every tenant-scoped query takes its condition from here.
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../auth/actor.ts';
import { isAdmin } from './policy.ts';

/**
 * The WHERE condition limiting `column` (a tenant uuid column) to the actor's tenants. Admins see every
 * tenant; a user without tenants sees nothing. `only` narrows to chosen tenants (still within the scope).
 */
export function tenantScope(actor: Actor, column: PgColumn, only?: string[]): SQL {
  const allowed = isAdmin(actor)
    ? only
    : (only ?? actor.tenantIds).filter((id) => actor.tenantIds.includes(id));
  if (!allowed) return sql`true`;
  if (allowed.length === 0) return sql`false`;
  return inArray(column, allowed);
}
