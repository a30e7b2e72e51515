import { z } from 'zod';
import { magicLinkSubmissionSchema } from '../../../common/schemas/magicLinkSubmission.ts';
import { aiSummarySchema, generatedTextSchema } from '../../../common/schemas/submissionDetail.ts';

export const submitFormResponseSchema = z.object({
  success: z.literal(true),
  submissionId: z.uuid(),
  uploadToken: z.string(),
  /** Only for requests that can carry an anamnese: submitAnamnese's single-use key. */
  anamneseToken: z.string().optional(),
  /** Only for requests that need consent documents: the signing page's link token (issue 30). */
  consentToken: z.string().optional(),
});

export const uploadResponseSchema = z.object({
  success: z.literal(true),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number(),
  uploadedAt: z.string(),
});

const tenantIdField = z.string().min(1, 'Es fehlt die tenantId der Praxis.');
const completedAtField = z.iso
  .datetime({ offset: true, error: 'completedAt muss ein ISO-Zeitpunkt sein.' })
  .optional();

/** The patient's questionnaire (public, website key). */
const publicAnamneseBodySchema = z.object({
  tenantId: tenantIdField,
  originalSubmissionId: z.uuid({ error: 'originalSubmissionId muss die ID einer Anfrage sein.' }),
  anamneseToken: z
    .string({ error: 'Es fehlt der anamneseToken aus der Antwort von submitForm.' })
    .min(1, 'Es fehlt der anamneseToken aus der Antwort von submitForm.')
    .max(200, 'Der anamneseToken ist ungültig.'),
  answers: z.record(z.string(), z.unknown()),
  completedAt: completedAtField,
  _manualAIGeneration: z.literal(false).optional(),
});

/** Staff only (spec 001 §7): a new AI summary of an existing anamnese; answers and completedAt are ignored. */
const manualSummaryBodySchema = z.object({
  tenantId: tenantIdField,
  answers: z.record(z.string(), z.unknown()).optional(),
  completedAt: completedAtField,
  _manualAIGeneration: z.literal(true),
  _existingAnamneseId: z.uuid({ error: '_existingAnamneseId muss die ID einer Anamnese sein.' }),
});

// Discriminated, so a public body's errors stay as precise as they were without the manual mode.
export const submitAnamneseBodySchema = z.discriminatedUnion('_manualAIGeneration', [
  publicAnamneseBodySchema,
  manualSummaryBodySchema,
]);

export const submitAnamneseResponseSchema = z.union([
  z.object({ success: z.literal(true), submissionId: z.uuid() }),
  z.object({
    success: z.literal(true),
    summary: aiSummarySchema,
    debug: z.object({ provider: z.enum(['local', 'openai']), providerMs: z.number(), totalMs: z.number() }),
  }),
]);

export const decryptFileQuerySchema = z.object({
  submissionId: z.uuid({ error: 'submissionId muss die ID einer Einreichung sein.' }),
  download: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

export const processAnamneseBodySchema = z.object({
  submissionId: z.uuid({ error: 'submissionId muss die ID einer Einreichung sein.' }),
  regenerate: z.boolean({ error: 'regenerate muss true oder false sein.' }).optional(),
});

export const processAnamneseResponseSchema = z.object({
  success: z.literal(true),
  generatedText: generatedTextSchema,
});

/** verifySubmissionToken (spec 002 §7): token is the link token or the 6-digit code. Parsed in the handler,
 * so a bad body answers the route's own {success: false, code: 'BAD_REQUEST'}. */
export const verifySubmissionTokenBodySchema = z.object({
  submissionId: z.uuid(),
  token: z.string().trim().min(1).max(512),
});

export const verifySubmissionTokenResponseSchema = z.object({
  success: z.literal(true),
  /** What the link view shows, nothing more (presenters/magicLinkSubmission.ts). */
  submission: magicLinkSubmissionSchema,
  /** The recipient the link or code was issued to. */
  email: z.string(),
});

/** errorCode mirrors code, as every other public function names it. */
export const verifySubmissionTokenFailureSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  error: z.string(),
  errorCode: z.string(),
});

/** sendMail (spec 001 §7 "resend e-mail"): the practice by uuid or slug, as the dashboard names it. */
export const sendMailBodySchema = z.object({
  submissionId: z.uuid({ error: 'submissionId muss die ID einer Einreichung sein.' }),
  tenantId: z.string().trim().min(1, 'Es fehlt die tenantId der Praxis.'),
  includeMagicLink: z.boolean({ error: 'includeMagicLink muss true oder false sein.' }).default(true),
});

export const sendMailResponseSchema = z.object({ success: z.literal(true), message: z.string() });
