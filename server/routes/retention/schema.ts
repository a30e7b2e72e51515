import { z } from 'zod';
import {
  retentionHoldBodySchema,
  retentionPoliciesBodySchema,
  retentionPoliciesResponseSchema,
  retentionRunsResponseSchema,
  submissionRetentionSchema,
} from '../../../common/retention.ts';

export const tenantParamsSchema = z.object({ tenantId: z.uuid({ error: 'Ungültige Praxis-ID.' }) });

export const runsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });

export const holdResponseSchema = z.object({ retention: submissionRetentionSchema });

export {
  retentionHoldBodySchema,
  retentionPoliciesBodySchema,
  retentionPoliciesResponseSchema,
  retentionRunsResponseSchema,
};
