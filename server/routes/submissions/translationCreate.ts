// A new machine translation of a request's free text (issue 29), or the stored one when it still covers every
// text: the texts go to the configured provider only, the answer is stored sealed and audited without content.
// A provider failure stores nothing.

import { LANGUAGE_INFO } from '../../../common/texts/patient/languages.ts';
import { translationTexts } from '../../../common/texts/translation.ts';
import type { Actor } from '../../auth/actor.ts';
import type { AppDeps } from '../../context.ts';
import type { Db } from '../../db/connect.ts';
import type { formSubmissions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { authorize } from '../../policies/policy.ts';
import { readAnamnese, SUBMISSION_NOT_FOUND } from '../../queries/submissionDetail.ts';
import { AiFailure } from '../../services/ai/chatCompletion.ts';
import type { AiConfig } from '../../services/ai/config.ts';
import { translateFields } from '../../services/ai/translateFields.ts';
import { translatableTexts } from '../../services/ai/translateSource.ts';
import { audit } from '../../services/audit.ts';
import { auditSubmissionRead } from '../../services/auditRead.ts';
import { readTranslation, saveTranslation } from '../../services/translationStore.ts';

export const TRANSLATE_ACTION = 'submission.translate';

const T = translationTexts.errors;
export const translationErrors = {
  unavailable: () => new AppError('TRANSLATION_UNAVAILABLE', 409, T.unavailable),
  failed: () => new AppError('TRANSLATION_FAILED', 502, T.failed),
  nothing: () => new AppError('NOTHING_TO_TRANSLATE', 409, T.nothing),
  unreadable: () => new AppError('DECRYPTION_FAILED', 422, T.unreadable),
};

type Deps = Pick<AppDeps, 'database' | 'crypto'>;

export async function createTranslation(
  deps: Deps,
  config: AiConfig | undefined,
  actor: Actor,
  submission: typeof formSubmissions.$inferSelect,
  { regenerate = false }: { regenerate?: boolean },
  /** Told the provider's short reason code when it failed; never the texts. */
  onFailure: (reason: string) => void,
) {
  authorize(actor, 'submission.update', { tenantId: submission.tenantId }, SUBMISSION_NOT_FOUND);
  if (!config) throw translationErrors.unavailable();
  const store = { db: deps.database.db, crypto: deps.crypto };
  const formData = await deps.crypto.decryptJson<Record<string, unknown>>(
    submission.tenantId,
    submission.formData,
  );
  const { anamnese } = await readAnamnese(deps, submission);
  if (!formData.ok || (anamnese && !anamnese.answers)) throw translationErrors.unreadable();
  const texts = translatableTexts(formData.value ?? {}, anamnese?.answers ?? null);
  const keys = Object.keys(texts);
  if (keys.length === 0) throw translationErrors.nothing();

  const stored = regenerate ? null : await readTranslation(store, submission);
  // An anamnese sent after the translation brings texts it lacks: those are asked for anew.
  if (stored && keys.every((key) => key in stored.fields)) {
    await auditSubmissionRead(store.db, { kind: 'user', id: actor.id }, [submission], 'translation');
    return stored;
  }

  let answer: Awaited<ReturnType<typeof translateFields>>;
  try {
    const language = submission.patientLanguage ? LANGUAGE_INFO[submission.patientLanguage].germanName : null;
    answer = await translateFields(config, texts, language);
  } catch (error) {
    if (!(error instanceof AiFailure)) throw error;
    onFailure(error.reason);
    throw translationErrors.failed();
  }
  return store.db.transaction(async (tx) => {
    const saved = await saveTranslation({ db: tx as Db, crypto: deps.crypto }, submission, answer);
    await audit(tx as Db, {
      actor: { kind: 'user', id: actor.id },
      action: TRANSLATE_ACTION,
      tenantId: submission.tenantId,
      target: { type: 'submission', id: submission.id },
      details: { model: answer.model, fields: keys.length, regenerate },
    });
    return saved;
  });
}
