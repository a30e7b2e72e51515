import { Languages, RefreshCw } from 'lucide-react';
import { formatGermanDateTime } from '../../../../common/dashboard/submissionDisplay.ts';
import { translationTexts as texts } from '../../../../common/texts/translation.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import type { TranslationView } from './types.ts';

/**
 * The detail's machine translation for a request in another language: the button, what was translated when
 * and by which model, or one quiet line when no AI provider is configured (nothing is sent anywhere then).
 * The translated texts themselves stand under their originals (TranslatedText).
 */
export function TranslationPanel({ view }: { view: TranslationView }) {
  const { available, translation, pending } = view;
  if (available === false && !translation)
    return (
      <p data-testid="translation-panel" className="text-sm text-slate-600">
        {texts.unavailable}
      </p>
    );
  return (
    <section
      aria-label={texts.title}
      data-testid="translation-panel"
      className="flex flex-col gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-1 gap-2">
          <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-800" />
          <span>
            {translation
              ? `${texts.done(translation.model, formatGermanDateTime(translation.created_at))} ${texts.marker}.`
              : available === undefined && !view.loadFailed
                ? texts.loading
                : texts.intro(view.languageName)}
          </span>
        </p>
        {available && (
          <Button
            variant={translation ? 'secondary' : 'primary'}
            loading={pending}
            onClick={() => view.onTranslate(translation !== null)}
            icon={
              translation ? (
                <RefreshCw aria-hidden="true" className="size-4" />
              ) : (
                <Languages aria-hidden="true" className="size-4" />
              )
            }
          >
            {pending ? texts.pending : translation ? texts.retranslate : texts.translate}
          </Button>
        )}
      </div>
      {view.loadFailed && <Alert onRetry={view.onRetryLoad}>{texts.loadFailed}</Alert>}
      {view.error && <Alert>{view.error}</Alert>}
    </section>
  );
}
