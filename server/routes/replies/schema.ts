import { z } from 'zod';
import {
  replyBodySchema,
  replyCreatedSchema,
  replyHistorySchema,
  replyTemplateBodySchema,
  replyTemplatesResponseSchema,
} from '../../../common/replies/replySchemas.ts';
import { REPLY_TEMPLATE_VALUES } from '../../../common/replies/replyTemplateKinds.ts';
import { replyTexts } from '../../../common/texts/replies.ts';

const tenantId = z.uuid({ error: 'Ungültige Praxis-ID.' });

export const templatesQuerySchema = z.object({ tenant: tenantId });

export const templateParamsSchema = z.object({
  tenantId,
  kind: z.enum(REPLY_TEMPLATE_VALUES, { error: replyTexts.errors.template }),
});

export {
  replyBodySchema,
  replyCreatedSchema,
  replyHistorySchema,
  replyTemplateBodySchema,
  replyTemplatesResponseSchema,
};
