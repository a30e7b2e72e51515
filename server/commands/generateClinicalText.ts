// The clinical running text (Fließtext) of a submission's anamnese into form_submissions.generated_text
// (spec 001 §7 processAnamnese). An existing text is overwritten only when staff asked to regenerate.
import { and, eq, isNull } from 'drizzle-orm';
import type { GeneratedText } from '../../common/schemas/submissionDetail.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { anamneseSubmissions, formSubmissions } from '../db/schema.ts';
import { AppError, errors } from '../errors.ts';
import { authorize } from '../policies/policy.ts';
import { tenantScope } from '../policies/tenantScope.ts';
import { renderClinicalText } from '../services/ai/clinicalHtml.ts';
import { decryptAnswers, elapsedMs } from '../services/ai/storedAnswers.ts';
import type { StoredGeneratedText } from '../services/ai/storedTexts.ts';
import { audit } from '../services/audit.ts';
import type { AiDeps } from './generateAnamneseSummary.ts';

const SUBMISSION_NOT_FOUND = 'Formular-Einreichung nicht gefunden.';

const clinicalTextErrors = {
  noAnamnese: () => new AppError('NO_ANAMNESE', 409, 'Für diese Submission wurde keine Anamnese ausgefüllt.'),
  exists: () =>
    new AppError(
      'GENERATED_TEXT_EXISTS',
      409,
      'Für diese Anamnese gibt es bereits einen Fließtext. Eine Neugenerierung überschreibt den bestehenden Text.',
    ),
};

export async function generateClinicalText(
  deps: AiDeps,
  actor: Actor,
  input: { submissionId: string; regenerate?: boolean },
) {
  const [submission] = await deps.db
    .select({
      id: formSubmissions.id,
      tenantId: formSubmissions.tenantId,
      generatedText: formSubmissions.generatedText,
    })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.id, input.submissionId), tenantScope(actor, formSubmissions.tenantId)));
  if (!submission) throw errors.notFound(SUBMISSION_NOT_FOUND);
  authorize(actor, 'submission.update', { tenantId: submission.tenantId }, SUBMISSION_NOT_FOUND);
  // Written from the anamnese (issue 44).
  authorize(actor, 'submission.readClinical', { tenantId: submission.tenantId });
  const [anamnese] = await deps.db
    .select({ encryptedAnswers: anamneseSubmissions.encryptedAnswers })
    .from(anamneseSubmissions)
    .where(
      and(
        eq(anamneseSubmissions.originalSubmissionId, submission.id),
        eq(anamneseSubmissions.tenantId, submission.tenantId),
      ),
    );
  if (!anamnese) throw clinicalTextErrors.noAnamnese();
  const regenerate = input.regenerate === true;
  if (submission.generatedText && !regenerate) throw clinicalTextErrors.exists();

  const answers = await decryptAnswers(deps.crypto, submission.tenantId, anamnese.encryptedAnswers);
  const started = performance.now();
  const outcome = await deps.ai.clinicalText(answers);
  const { text, html } = renderClinicalText(outcome.content.paragraphs);
  const stored: StoredGeneratedText = {
    text,
    html,
    model: outcome.model,
    generatedAt: new Date().toISOString(),
    tokensUsed: outcome.tokensUsed,
    processingTimeMs: elapsedMs(started),
    ...(outcome.fallbackReason ? { fallbackReason: outcome.fallbackReason } : {}),
  };
  const ciphertext = await deps.crypto.encryptJson(submission.tenantId, stored);

  await deps.db.transaction(async (tx) => {
    // Without regenerate only an empty column is written, so two first generations cannot overwrite each other.
    const written = await tx
      .update(formSubmissions)
      .set({ generatedText: ciphertext, updatedAt: new Date() })
      .where(
        and(
          eq(formSubmissions.id, submission.id),
          regenerate ? undefined : isNull(formSubmissions.generatedText),
        ),
      )
      .returning({ id: formSubmissions.id });
    if (written.length === 0)
      throw regenerate ? errors.notFound(SUBMISSION_NOT_FOUND) : clinicalTextErrors.exists();
    await audit(tx as Db, {
      actor: { kind: 'user', id: actor.id },
      action: submission.generatedText ? 'anamnese.text.regenerate' : 'anamnese.text.generate',
      tenantId: submission.tenantId,
      target: { type: 'submission', id: submission.id },
      details: {
        model: outcome.model,
        provider: outcome.provider,
        fallbackReason: outcome.fallbackReason ?? null,
      },
    });
  });

  const generatedText: GeneratedText = {
    text,
    html,
    model: stored.model,
    generated_at: stored.generatedAt,
    fallback_reason: outcome.fallbackReason ?? null,
  };
  return { generatedText, fallbackReason: outcome.fallbackReason };
}
