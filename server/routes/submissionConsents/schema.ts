// The staff consent routes' shapes: the request in the path as everywhere under /api/submissions, the consent
// beside it; bodies and answers from the one API description (common/consent/api.ts).
import { z } from 'zod';
import {
  consentRevocationBodySchema,
  staffConsentSchema,
  staffConsentsResponseSchema,
} from '../../../common/consent/api.ts';
import { submissionParamsSchema } from '../submissions/schema.ts';

export const consentParamsSchema = submissionParamsSchema.extend({
  consentId: z.uuid({ error: 'Ungültige Einwilligungs-ID.' }),
});

export {
  consentRevocationBodySchema,
  staffConsentSchema,
  staffConsentsResponseSchema,
  submissionParamsSchema,
};
