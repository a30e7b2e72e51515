import { z } from 'zod';
import { receptionConfigSchema } from '../../../common/tenantConfig.ts';

export const publicTenantQuerySchema = z.object({
  tenant: z.string().max(100).optional(),
  tenantId: z.string().max(100).optional(),
});

export const publicTenantResponseSchema = z.object({
  tenant: z.object({
    slug: z.string(),
    name: z.string(),
    config: receptionConfigSchema,
    publicKey: z.string(),
  }),
});
