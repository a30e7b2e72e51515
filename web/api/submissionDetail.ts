// The submission detail screen's calls (spec 001 §7): the detail and its anamnese, deletion, the AI summary
// and the clinical running text, the prescription file's address and the PDF export's (fetched by fileDownload.ts).
import {
  type AiSummary,
  type AnamneseDetail,
  anamneseDetailResponseSchema,
  type GeneratedText,
  type SubmissionDetail,
  submissionDetailResponseSchema,
} from '../../common/schemas/submissionDetail.ts';
import { generalTexts } from '../../common/texts/general.ts';
import { ApiError, UNEXPECTED_RESPONSE_CODE } from './ApiError.ts';
import { apiRequest } from './client.ts';

export type { AiSummary, AnamneseDetail, GeneratedText, SubmissionDetail };

const path = (id: string) => `/api/submissions/${encodeURIComponent(id)}`;

function unexpected(status: number): ApiError {
  return new ApiError(status, UNEXPECTED_RESPONSE_CODE, generalTexts.unexpectedResponse(status));
}

export async function fetchSubmissionDetail(id: string, signal?: AbortSignal): Promise<SubmissionDetail> {
  const parsed = submissionDetailResponseSchema.safeParse(await apiRequest<unknown>(path(id), { signal }));
  if (!parsed.success) throw unexpected(200);
  return parsed.data.submission;
}

export async function fetchAnamnese(id: string, signal?: AbortSignal): Promise<AnamneseDetail> {
  const parsed = anamneseDetailResponseSchema.safeParse(
    await apiRequest<unknown>(`${path(id)}/anamnese`, { signal }),
  );
  if (!parsed.success) throw unexpected(200);
  return parsed.data;
}

export function deleteSubmission(id: string): Promise<void> {
  return apiRequest<void>(path(id), { method: 'DELETE' });
}

export interface GenerateSummaryInput {
  tenantId: string;
  anamneseId: string;
  answers: Record<string, unknown>;
  completedAt: string;
}

/** submitAnamnese in its staff-only manual mode: a new summary for an existing anamnese (spec 001 §7). */
export function generateSummary(input: GenerateSummaryInput) {
  return apiRequest<{ success: true; summary: AiSummary; debug?: unknown }>('/functions/v1/submitAnamnese', {
    method: 'POST',
    body: {
      tenantId: input.tenantId,
      answers: input.answers,
      completedAt: input.completedAt,
      _manualAIGeneration: true,
      _existingAnamneseId: input.anamneseId,
    },
  });
}

/** The clinical running text (Fließtext); regenerate overwrites the stored one. */
export function processAnamnese(submissionId: string, regenerate: boolean) {
  return apiRequest<{ success: true; generatedText: GeneratedText }>('/functions/v1/processAnamnese', {
    method: 'POST',
    body: regenerate ? { submissionId, regenerate: true } : { submissionId },
  });
}

/** The decrypted prescription file: inline for previews, as an attachment for downloads. */
export function prescriptionFileUrl(submissionId: string, download = false): string {
  const query = `submissionId=${encodeURIComponent(submissionId)}${download ? '&download=1' : ''}`;
  return `/functions/v1/decryptFile?${query}`;
}

export const pdfExportUrl = (submissionId: string) => `${path(submissionId)}/pdf`;
