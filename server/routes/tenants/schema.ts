import { z } from 'zod';
import { LEGAL_LINKS } from '../../../common/admin/legalLinks.ts';
import { TENANT_DELETION_COUNT_KEYS, TENANT_DELETION_STATUSES } from '../../../common/admin/tenants.ts';
import { notificationSettingsSchema, receptionConfigSchema } from '../../../common/tenantConfig.ts';

export { createTenantBodySchema, updateTenantBodySchema } from '../../../common/admin/tenants.ts';

export const tenantParamsSchema = z.object({ id: z.uuid({ error: 'Ungültige Mandanten-ID.' }) });

export const tenantSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  created_at: z.string(),
});
export const tenantListSchema = z.object({ tenants: z.array(tenantSchema) });
export const tenantResponseSchema = z.object({ tenant: tenantSchema });

const deletionStatusSchema = z.enum(TENANT_DELETION_STATUSES);

/** The administration's list: every practice, also those being deleted (with their progress). */
export const tenantOverviewSchema = z.object({
  tenants: z.array(
    tenantSchema.extend({
      deletion: z.object({ status: deletionStatusSchema, percent: z.number() }).nullable(),
      missing_legal_links: z.array(z.enum(LEGAL_LINKS)),
    }),
  ),
});

export const tenantSettingsSchema = z.object({
  tenant: tenantSchema.extend({
    email_recipients: z.array(z.string()),
    domains: z.array(z.string()),
    config: receptionConfigSchema,
    notifications: notificationSettingsSchema,
    reception_sees_anamnese: z.boolean(),
    updated_at: z.string(),
  }),
});

export const deletionResponseSchema = z.object({
  deletion: z.object({
    tenant_id: z.uuid(),
    status: deletionStatusSchema,
    percent: z.number(),
    slug: z.string(),
    name: z.string(),
    requested_at: z.string(),
    finished_at: z.string().nullable(),
    counts: z.object(Object.fromEntries(TENANT_DELETION_COUNT_KEYS.map((key) => [key, z.number()]))),
  }),
});
