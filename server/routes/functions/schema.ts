import { z } from 'zod';

export const submitFormResponseSchema = z.object({
  success: z.literal(true),
  submissionId: z.uuid(),
  uploadToken: z.string(),
});

export const uploadResponseSchema = z.object({
  success: z.literal(true),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number(),
  uploadedAt: z.string(),
});

export const submitAnamneseBodySchema = z.object({
  tenantId: z.string().min(1, 'Es fehlt die tenantId der Praxis.'),
  originalSubmissionId: z.uuid({ error: 'originalSubmissionId muss die ID einer Anfrage sein.' }),
  answers: z.record(z.string(), z.unknown()),
  completedAt: z.iso.datetime({ offset: true, error: 'completedAt muss ein ISO-Zeitpunkt sein.' }).optional(),
});

export const submitAnamneseResponseSchema = z.object({ success: z.literal(true), submissionId: z.uuid() });

export const decryptFileQuerySchema = z.object({
  submissionId: z.uuid({ error: 'submissionId muss die ID einer Einreichung sein.' }),
  download: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
