import { z } from 'zod';
import { REQUEST_KIND_VALUES } from '../../../common/intake/requestKinds.ts';
import { formTypeFilterSchema } from '../../../common/schemas/formTypeFilter.ts';
import { WORKFLOW_STATE_VALUES } from '../../../common/workflow.ts';

export const submissionParamsSchema = z.object({ id: z.uuid({ error: 'Ungültige Einreichungs-ID.' }) });

export const markSpamBodySchema = z.object({
  isSpam: z.boolean({ error: 'isSpam muss true oder false sein.' }),
});

export const markSpamResponseSchema = z.object({
  submission: z.object({ id: z.uuid(), is_spam: z.boolean(), spam_score: z.number() }),
});

export const setProcessedBodySchema = z.object({
  is_processed: z.boolean({ error: 'is_processed muss true oder false sein.' }),
});

export const bulkDeleteBodySchema = z.object({
  ids: z
    .array(z.uuid({ error: 'Ungültige Einreichungs-ID.' }))
    .min(1, 'Keine Einreichungen ausgewählt.')
    .max(100),
});

export const tenantQuerySchema = z.object({ tenant: z.string().max(100).optional() });

export const dailyQuerySchema = tenantQuerySchema.extend({
  days: z.coerce.number().int().min(1).max(90).default(30),
});

export const getSubmissionsBodySchema = z.union([
  z.strictObject({ submissionId: z.uuid({ error: 'Ungültige Einreichungs-ID.' }) }),
  z.strictObject({
    filters: z
      .object({
        page: z.coerce.number().int().min(1, 'Die Seite beginnt bei 1.').default(1),
        limit: z.coerce.number().int().min(1).max(100).default(10),
        includeSpam: z.boolean().default(false),
        formType: formTypeFilterSchema,
        tenant_id: z.string().max(100).optional(),
        // The desk's filters (issue 28).
        kind: z.enum(REQUEST_KIND_VALUES, { error: 'kind ist keine bekannte Art von Anfrage.' }).optional(),
        state: z
          .enum([...WORKFLOW_STATE_VALUES, 'offen'], {
            error: 'state muss neu, in_bearbeitung, erledigt oder offen sein.',
          })
          .optional(),
        onlySpam: z.boolean().optional(),
        assignee: z.enum(['me', 'none'], { error: 'assignee muss me oder none sein.' }).optional(),
        unopened: z.boolean().optional(),
      })
      .prefault({}),
  }),
]);
