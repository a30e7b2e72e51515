import type { SubmissionDetail } from '../../../../common/schemas/submissionDetail.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_INFO } from '../../../../common/texts/patient/languages.ts';
import { useStoredTranslation, useTranslate } from '../../../api/translation.ts';
import type { TranslationView } from './types.ts';

/**
 * The staff page's machine translation of a request in another language; undefined for German requests (and
 * websites' own forms), which offer none. The server decides whether a provider is configured.
 */
export function useTranslationView(submission: SubmissionDetail | undefined): TranslationView | undefined {
  const chosen = submission?.patient_language ?? null;
  const language = chosen === DEFAULT_LANGUAGE ? null : chosen;
  const id = submission?.id ?? '';
  const stored = useStoredTranslation(id, language !== null);
  const translate = useTranslate(id);
  if (!language) return undefined;
  return {
    languageName: LANGUAGE_INFO[language].germanName,
    available: stored.data?.available,
    translation: stored.data?.translation ?? null,
    loadFailed: stored.isError,
    onRetryLoad: () => void stored.refetch(),
    onTranslate: (regenerate) => translate.mutate(regenerate),
    pending: translate.isPending,
    error: translate.error ? translate.error.message : null,
  };
}
