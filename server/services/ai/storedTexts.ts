// What the AI texts look like inside their ciphertext: written by the generation commands, read by the
// detail presenters. Both are health data and stored only encrypted (crypto.encryptJson).
import { z } from 'zod';
import { summaryContentSchema } from '../../../common/schemas/submissionDetail.ts';

/** anamnese_ai_summaries.encrypted_summary (model, tokens and time are columns of the row). */
export const storedSummarySchema = summaryContentSchema.extend({
  /** Why the configured provider was not used (e.g. "timeout"); absent when it answered or none is set. */
  fallbackReason: z.string().optional(),
});
export type StoredSummary = z.infer<typeof storedSummarySchema>;

/** form_submissions.generated_text: the clinical running text (Fließtext). */
export const storedGeneratedTextSchema = z.object({
  text: z.string(),
  /** Our own markup with every patient word escaped; never HTML a model wrote. */
  html: z.string(),
  model: z.string(),
  generatedAt: z.string(),
  tokensUsed: z.number().optional(),
  processingTimeMs: z.number().optional(),
  fallbackReason: z.string().optional(),
});
export type StoredGeneratedText = z.infer<typeof storedGeneratedTextSchema>;
