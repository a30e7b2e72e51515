// The machine translation of a request's free text (issue 29): one shape for the server's serialisation, the
// web client and the tests. Fields are named by where the text stands, so the screen puts each translation
// under its original: "form.<form-data key>" or "anamnese.<question id>".
import { z } from 'zod';

export const translationFieldKey = {
  form: (key: string) => `form.${key}`,
  anamnese: (questionId: string) => `anamnese.${questionId}`,
};

export const translationSchema = z.object({
  /** Field key → German text. */
  fields: z.record(z.string(), z.string()),
  model: z.string(),
  created_at: z.string(),
});

export const translationResponseSchema = z.object({
  /** An AI provider is configured: staff may have the free text translated. */
  available: z.boolean(),
  /** The stored translation; null when there is none yet (or it cannot be opened). */
  translation: translationSchema.nullable(),
});

export type Translation = z.infer<typeof translationSchema>;
export type TranslationResponse = z.infer<typeof translationResponseSchema>;
