import { z } from 'zod';

export const tenantParamsSchema = z.object({ id: z.uuid() });

export const tenantSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  created_at: z.string(),
});
export const tenantListSchema = z.object({ tenants: z.array(tenantSchema) });
export const tenantResponseSchema = z.object({ tenant: tenantSchema });
