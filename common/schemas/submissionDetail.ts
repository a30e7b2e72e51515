// What the submission detail screen gets from the server (spec 001 §2.1–§2.2, §3): one schema for the
// server's response serialisation and the screen's types.
import { z } from 'zod';
import { REQUEST_KIND_VALUES } from '../intake/requestKinds.ts';
import { submissionRetentionSchema } from '../retention.ts';
import { PATIENT_LANGUAGES } from '../texts/patient/languages.ts';
import { WORKFLOW_STATE_VALUES } from '../workflow.ts';

/** prescription_encrypted_url as staff see it: parsed metadata, a legacy path string, or unparsable. */
export const prescriptionFileSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('file'),
    fileName: z.string(),
    fileType: z.string(),
    fileSize: z.number(),
    uploadedAt: z.string(),
  }),
  z.object({ kind: z.literal('legacy'), path: z.string() }),
  z.object({ kind: z.literal('invalid') }),
]);
export type PrescriptionFile = z.infer<typeof prescriptionFileSchema>;

export const emailLogSchema = z.object({
  id: z.uuid(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(['sent', 'failed']),
  sent_at: z.string(),
  created_at: z.string(),
  error_message: z.string().nullable(),
});
export type EmailLog = z.infer<typeof emailLogSchema>;

/** The clinical running text (Fließtext): plain text and our own escaped HTML, never patient HTML. */
export const generatedTextSchema = z.object({
  text: z.string(),
  html: z.string(),
  model: z.string(),
  generated_at: z.string(),
  /** Set when the configured AI provider failed and the local engine wrote the text instead. */
  fallback_reason: z.string().nullable(),
});
export type GeneratedText = z.infer<typeof generatedTextSchema>;

export const submissionDetailSchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  updated_at: z.string(),
  tenant_id: z.uuid(),
  tenants: z.object({ name: z.string() }),
  form_type: z.string(),
  /** Decrypted form data; null when it cannot be decrypted (the screen says "Entschlüsselung fehlgeschlagen"). */
  form_data: z.record(z.string(), z.unknown()).nullable(),
  is_spam: z.boolean(),
  is_processed: z.boolean(),
  spam_score: z.number().nullable(),
  spam_confidence: z.number().nullable(),
  spam_reasons: z.array(z.string()).nullable(),
  quarantine_status: z.enum(['pending', 'processing', 'completed', 'failed']),
  ai_classified: z.boolean(),
  has_anamnese: z.boolean(),
  request_kind: z.enum(REQUEST_KIND_VALUES).nullable(),
  workflow_state: z.enum(WORKFLOW_STATE_VALUES),
  assignee_id: z.uuid().nullable(),
  workflow_version: z.number().int(),
  opened_at: z.string().nullable(),
  /** The reception's language when not German (issue 29); staff see "Sprache: Türkisch". */
  patient_language: z.enum(PATIENT_LANGUAGES).nullable(),
  prescription_file: prescriptionFileSchema.nullable(),
  /** null: none yet; 'decryption_failed' when stored but unreadable. */
  generated_text: z.union([generatedTextSchema, z.literal('decryption_failed')]).nullable(),
  /** Newest first. */
  email_logs: z.array(emailLogSchema),
  /** When the retention run deletes it, and its hold (issue 15): in the staff detail, not the magic-link view. */
  retention: submissionRetentionSchema.optional(),
});
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

export const submissionDetailResponseSchema = z.object({ submission: submissionDetailSchema });

/** The decrypted AI summary (spec 001 §3 anamnese_ai_summaries). */
export const summaryContentSchema = z.object({
  summary: z.string(),
  keyFindings: z.array(z.string()),
  recommendations: z.array(z.string()),
  riskFactors: z.array(z.string()),
});
export type SummaryContent = z.infer<typeof summaryContentSchema>;

export const aiSummarySchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  ai_model: z.string(),
  tokens_used: z.number(),
  processing_time_ms: z.number(),
  /** null when it cannot be decrypted. */
  summary: summaryContentSchema.nullable(),
  /** Set when the configured AI provider failed and the local engine answered. */
  fallback_reason: z.string().nullable(),
});
export type AiSummary = z.infer<typeof aiSummarySchema>;

/** GET /api/submissions/:id/anamnese — the anamnese of a submission and its latest summary. */
export const anamneseDetailResponseSchema = z.object({
  anamnese: z
    .object({
      id: z.uuid(),
      original_submission_id: z.uuid(),
      completed_at: z.string(),
      /** null when the answers cannot be decrypted. */
      answers: z.record(z.string(), z.unknown()).nullable(),
    })
    .nullable(),
  summary: aiSummarySchema.nullable(),
});
export type AnamneseDetail = z.infer<typeof anamneseDetailResponseSchema>;
