import { z } from 'zod';
import {
  consentDocumentArchiveSchema,
  consentDocumentCreateSchema,
  consentDocumentSchema,
  consentDocumentsResponseSchema,
  consentDocumentUpdateSchema,
  consentVersionsResponseSchema,
} from '../../../common/consent/api.ts';
import { consentDocumentTexts } from '../../../common/texts/consentDocuments.ts';

export const documentsQuerySchema = z.object({
  tenant: z.uuid({ error: consentDocumentTexts.errors.tenantId }),
});

export const documentParamsSchema = z.object({
  id: z.uuid({ error: consentDocumentTexts.errors.documentId }),
});

export {
  consentDocumentArchiveSchema,
  consentDocumentCreateSchema,
  consentDocumentSchema,
  consentDocumentsResponseSchema,
  consentDocumentUpdateSchema,
  consentVersionsResponseSchema,
};
