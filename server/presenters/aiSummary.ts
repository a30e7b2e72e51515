// An anamnese_ai_summaries row as the screen shows it: the summary (null when unreadable) with model,
// tokens and processing time.
import type { AiSummary } from '../../common/schemas/submissionDetail.ts';
import type { anamneseAiSummaries } from '../db/schema.ts';
import { type StoredSummary, storedSummarySchema } from '../services/ai/storedTexts.ts';
import type { CryptoService } from '../services/crypto.ts';

type SummaryRow = typeof anamneseAiSummaries.$inferSelect;

export function summaryResponse(row: SummaryRow, content: StoredSummary | null): AiSummary {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    ai_model: row.aiModel,
    tokens_used: row.tokensUsed,
    processing_time_ms: row.processingTimeMs,
    summary: content
      ? {
          summary: content.summary,
          keyFindings: content.keyFindings,
          recommendations: content.recommendations,
          riskFactors: content.riskFactors,
        }
      : null,
    fallback_reason: content?.fallbackReason ?? null,
  };
}

export async function presentAiSummary(
  crypto: CryptoService,
  tenantId: string,
  row: SummaryRow,
): Promise<AiSummary> {
  const decrypted = await crypto.decryptJson<unknown>(tenantId, row.encryptedSummary);
  const stored = decrypted.ok ? storedSummarySchema.safeParse(decrypted.value) : null;
  return summaryResponse(row, stored?.success ? stored.data : null);
}
