import { z } from 'zod';

export { publicTenantSchema as publicTenantResponseSchema } from '../../../common/tenantConfig.ts';

export const publicTenantQuerySchema = z.object({
  tenant: z.string().max(100).optional(),
  tenantId: z.string().max(100).optional(),
});

export const publicKeyResponseSchema = z.object({ publicKey: z.string() });
