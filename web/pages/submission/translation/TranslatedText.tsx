import { translationTexts as texts } from '../../../../common/texts/translation.ts';

/** The German translation of one field, under its original (never instead of it), marked as the machine's. */
export function TranslatedText({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <div
      lang="de"
      dir="ltr"
      data-testid="translated-text"
      className="mt-1.5 rounded-md border-l-4 border-sky-300 bg-sky-50 px-3 py-1.5 whitespace-pre-wrap"
    >
      <p className="text-xs font-medium text-sky-900 not-italic">
        {texts.fieldLabel} · {texts.marker}
      </p>
      <p className="text-slate-900 not-italic">{text}</p>
    </div>
  );
}
