// The submission detail screen's calls (spec 001 §7): the detail and its anamnese, deletion, the AI summary
// and the clinical running text, the decrypted prescription file and the PDF export.
import {
  type AiSummary,
  type AnamneseDetail,
  anamneseDetailResponseSchema,
  type GeneratedText,
  type SubmissionDetail,
  submissionDetailResponseSchema,
} from '../../common/schemas/submissionDetail.ts';
import { generalTexts } from '../../common/texts/general.ts';
import { ApiError, NETWORK_ERROR_CODE, UNEXPECTED_RESPONSE_CODE } from './ApiError.ts';
import { apiRequest, reportUnauthorized, toApiError } from './client.ts';

export type { AiSummary, AnamneseDetail, GeneratedText, SubmissionDetail };

export const submissionDetailKeys = {
  all: ['submission-detail'] as const,
  detail: (id: string) => [...submissionDetailKeys.all, id] as const,
  anamnese: (id: string) => [...submissionDetailKeys.all, id, 'anamnese'] as const,
};

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

/** The file name of a Content-Disposition header: RFC 6266 filename* first, then filename. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2]!.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  return (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]!).trim() || null;
}

/** Fetches a file as a blob, with its name from the server; errors as ApiError (401 ends the session). */
export async function fetchFile(url: string): Promise<{ blob: Blob; fileName: string | null }> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, generalTexts.networkError);
  }
  if (response.status === 401) reportUnauthorized();
  if (!response.ok) throw await toApiError(response);
  return {
    blob: await response.blob(),
    fileName: dispositionFileName(response.headers.get('Content-Disposition')),
  };
}

/** Hands a blob to the browser as a download under the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL by now; give slow browsers a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
