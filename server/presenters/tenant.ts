import type { tenantSettings } from '../db/schema.ts';

type TenantRow = Pick<
  typeof tenantSettings.$inferSelect,
  'id' | 'tenantId' | 'name' | 'logoUrl' | 'createdAt'
>;

export const presentTenantSummary = (t: Pick<TenantRow, 'id' | 'tenantId' | 'name'>) => ({
  id: t.id,
  slug: t.tenantId,
  name: t.name,
});

export const presentTenant = (t: TenantRow) => ({
  ...presentTenantSummary(t),
  logo_url: t.logoUrl,
  created_at: t.createdAt.toISOString(),
});
