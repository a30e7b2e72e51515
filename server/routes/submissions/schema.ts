import { z } from 'zod';

export const submissionParamsSchema = z.object({ id: z.uuid({ error: 'Ungültige Einreichungs-ID.' }) });

export const markSpamBodySchema = z.object({
  isSpam: z.boolean({ error: 'isSpam muss true oder false sein.' }),
});

export const markSpamResponseSchema = z.object({
  submission: z.object({ id: z.uuid(), is_spam: z.boolean(), spam_score: z.number() }),
});
