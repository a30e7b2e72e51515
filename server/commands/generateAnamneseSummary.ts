// A new AI summary of an anamnese (spec 001 §7, submitAnamnese's staff-only manual mode): every generation
// is a new anamnese_ai_summaries row, the screen shows the latest. The answers come from the stored anamnese.
import { and, eq } from 'drizzle-orm';
import type { SummaryContent } from '../../common/schemas/submissionDetail.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { anamneseAiSummaries, anamneseSubmissions } from '../db/schema.ts';
import { errors } from '../errors.ts';
import { authorize } from '../policies/policy.ts';
import { tenantScope } from '../policies/tenantScope.ts';
import { summaryResponse } from '../presenters/aiSummary.ts';
import { decryptAnswers, elapsedMs } from '../services/ai/storedAnswers.ts';
import type { StoredSummary } from '../services/ai/storedTexts.ts';
import type { AiOutcome, AiProvider } from '../services/ai/types.ts';
import { audit } from '../services/audit.ts';
import type { CryptoService } from '../services/crypto.ts';

const ANAMNESE_NOT_FOUND = 'Anamnese nicht gefunden.';

export type AiDeps = { db: Db; crypto: CryptoService; ai: AiProvider };

export async function generateAnamneseSummary(deps: AiDeps, actor: Actor, anamneseId: string) {
  const started = performance.now();
  // Another practice's anamnese looks exactly like an unknown one.
  const [anamnese] = await deps.db
    .select({
      id: anamneseSubmissions.id,
      tenantId: anamneseSubmissions.tenantId,
      submissionId: anamneseSubmissions.originalSubmissionId,
      encryptedAnswers: anamneseSubmissions.encryptedAnswers,
    })
    .from(anamneseSubmissions)
    .where(and(eq(anamneseSubmissions.id, anamneseId), tenantScope(actor, anamneseSubmissions.tenantId)));
  if (!anamnese) throw errors.notFound(ANAMNESE_NOT_FOUND);
  authorize(actor, 'submission.update', { tenantId: anamnese.tenantId }, ANAMNESE_NOT_FOUND);
  authorize(actor, 'submission.readClinical', { tenantId: anamnese.tenantId });

  const answers = await decryptAnswers(deps.crypto, anamnese.tenantId, anamnese.encryptedAnswers);
  const providerStart = performance.now();
  const outcome = await deps.ai.summarize(answers);
  const providerMs = elapsedMs(providerStart);
  const row = await deps.db.transaction(async (tx) => {
    const stored = await storeSummary(tx as Db, deps.crypto, anamnese, outcome, providerMs);
    await audit(tx as Db, {
      actor: { kind: 'user', id: actor.id },
      action: 'anamnese.summary.generate',
      tenantId: anamnese.tenantId,
      target: { type: 'submission', id: anamnese.submissionId },
      details: {
        model: outcome.model,
        provider: outcome.provider,
        fallbackReason: outcome.fallbackReason ?? null,
      },
    });
    return stored;
  });

  const summary = summaryResponse(row.inserted, row.stored);
  return { summary, debug: { provider: outcome.provider, providerMs, totalMs: elapsedMs(started) } };
}

/** Encrypts a generated summary and stores it as the anamnese's newest (also the demo practice's seed). */
export async function storeSummary(
  db: Db,
  crypto: CryptoService,
  anamnese: { id: string; tenantId: string },
  outcome: AiOutcome<SummaryContent>,
  processingTimeMs: number,
) {
  const stored: StoredSummary = {
    ...outcome.content,
    ...(outcome.fallbackReason ? { fallbackReason: outcome.fallbackReason } : {}),
  };
  const [inserted] = await db
    .insert(anamneseAiSummaries)
    .values({
      anamneseSubmissionId: anamnese.id,
      encryptedSummary: await crypto.encryptJson(anamnese.tenantId, stored),
      aiModel: outcome.model,
      tokensUsed: outcome.tokensUsed,
      processingTimeMs,
    })
    .returning();
  return { inserted: inserted!, stored };
}
