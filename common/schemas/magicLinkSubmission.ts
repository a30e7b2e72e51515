// What the magic-link view shows of one submission (spec 002 §2, 001 §2.1–§2.2; issue 27 finding 7): its own
// field list, narrower than the staff detail. Who else at the practice got the notice, why a mail failed, the
// spam scoring and why an AI provider failed are staff matters: the link's answer does not carry them.
// The server's presenter and the page's parser share it.
import { z } from 'zod';
import { PATIENT_LANGUAGES } from '../texts/patient/languages.ts';
import { prescriptionFileSchema, summaryContentSchema } from './submissionDetail.ts';

/** A notification mail as the view lists it: sent or failed, and when — not to whom, nor why it failed. */
export const magicLinkMailSchema = z.object({
  status: z.enum(['sent', 'failed']),
  sent_at: z.string(),
});
export type MagicLinkMail = z.infer<typeof magicLinkMailSchema>;

/** The Fließtext; `fallback`: the local engine wrote it because the AI provider failed (the reason is not said). */
export const magicLinkGeneratedTextSchema = z.object({
  text: z.string(),
  html: z.string(),
  model: z.string(),
  generated_at: z.string(),
  fallback: z.boolean(),
});
export type MagicLinkGeneratedText = z.infer<typeof magicLinkGeneratedTextSchema>;

export const magicLinkSummarySchema = z.object({
  created_at: z.string(),
  ai_model: z.string(),
  tokens_used: z.number(),
  processing_time_ms: z.number(),
  /** null when it cannot be decrypted. */
  summary: summaryContentSchema.nullable(),
  fallback: z.boolean(),
});
export type MagicLinkSummary = z.infer<typeof magicLinkSummarySchema>;

/** The anamnese card's data: the answers (null: none stored) and the latest summary. */
export const magicLinkAnamneseSchema = z.object({
  anamnese: z
    .object({
      completed_at: z.string(),
      /** null when the answers cannot be decrypted. */
      answers: z.record(z.string(), z.unknown()).nullable(),
    })
    .nullable(),
  summary: magicLinkSummarySchema.nullable(),
});
export type MagicLinkAnamnese = z.infer<typeof magicLinkAnamneseSchema>;

export const magicLinkSubmissionSchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  form_type: z.string(),
  tenants: z.object({ name: z.string() }),
  /** Decrypted form data; null when it cannot be decrypted. */
  form_data: z.record(z.string(), z.unknown()).nullable(),
  is_spam: z.boolean(),
  is_processed: z.boolean(),
  has_anamnese: z.boolean(),
  /** The reception's language when not German (issue 29). */
  patient_language: z.enum(PATIENT_LANGUAGES).nullable(),
  prescription_file: prescriptionFileSchema.nullable(),
  /** Only for anamnese submissions and requests with an anamnese (the view shows it for those alone). */
  generated_text: z.union([magicLinkGeneratedTextSchema, z.literal('decryption_failed')]).nullable(),
  /** Newest first. */
  email_logs: z.array(magicLinkMailSchema),
  /** Only when has_anamnese. */
  anamnese: magicLinkAnamneseSchema.nullable(),
});
export type MagicLinkSubmission = z.infer<typeof magicLinkSubmissionSchema>;
