import type { Db } from '../db/connect.ts';
import { tenantSettings } from '../db/schema.ts';
import { errors } from '../errors.ts';
import { type AuditEntry, audit } from '../services/audit.ts';
import type { CryptoService } from '../services/crypto.ts';

export const TENANT_SLUG_PATTERN = /^[a-z0-9_-]+$/;

export type CreateTenantInput = {
  slug: string;
  name: string;
  emailRecipients?: string[];
  logoUrl?: string | null;
  config?: Record<string, unknown>;
  domains?: string[];
};

/** A new tenant with its own wrapped data key (envelope encryption). */
export async function createTenant(
  db: Db,
  crypto: CryptoService,
  input: CreateTenantInput,
  actor: AuditEntry['actor'],
) {
  if (!TENANT_SLUG_PATTERN.test(input.slug)) {
    throw errors.badRequest(
      'Die Mandanten-ID darf nur Kleinbuchstaben, Ziffern, Unterstriche und Bindestriche enthalten.',
    );
  }
  if (!input.name.trim()) throw errors.badRequest('Mandanten-ID und Name sind erforderlich.');
  const [row] = await db
    .insert(tenantSettings)
    .values({
      tenantId: input.slug,
      name: input.name.trim(),
      emailRecipients: input.emailRecipients ?? [],
      logoUrl: input.logoUrl ?? null,
      config: input.config ?? {},
      domains: input.domains ?? [],
      wrappedDataKey: crypto.newWrappedDataKey(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw errors.conflict(`Einen Mandanten mit der ID „${input.slug}“ gibt es bereits.`);
  await audit(db, {
    actor,
    action: 'tenant.create',
    tenantId: row.id,
    target: { type: 'tenant', id: row.id },
  });
  return row;
}
