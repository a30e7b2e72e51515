import { ChevronRight } from 'lucide-react';
import type { ConsentText } from '../../../../common/consent/content.ts';
import { CONSENT_BODY_MAX, CONSENT_TITLE_MAX } from '../../../../common/consent/content.ts';
import { consentAdminTexts } from '../../../../common/texts/consentAdmin.ts';
import { LANGUAGE_INFO } from '../../../../common/texts/patient/languages.ts';
import { Badge } from '../../../components/Badge.tsx';
import { TextArea } from '../../../components/TextArea.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { type FieldErrors, TRANSLATION_LANGUAGES, type TranslationLanguage } from './consentForm.ts';

const texts = consentAdminTexts.editor;

/** The id of a translation's field, for focusing the first one with an error. */
export const translationFieldId = (baseId: string, language: TranslationLanguage, field: 'title' | 'body') =>
  `${baseId}-translation-${language}-${field}`;

interface TranslationFieldsProps {
  baseId: string;
  translations: Record<TranslationLanguage, ConsentText>;
  onChange: (language: TranslationLanguage, text: ConsentText) => void;
  errors: FieldErrors;
  open: ReadonlySet<TranslationLanguage>;
  onOpenChange: (language: TranslationLanguage, open: boolean) => void;
}

/** One collapsed block per patient language other than German: an optional title and text. */
export function TranslationFields({
  baseId,
  translations,
  onChange,
  errors,
  open,
  onOpenChange,
}: TranslationFieldsProps) {
  const headingId = `${baseId}-translations`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h4 id={headingId} className="text-sm font-medium text-slate-800">
          {texts.translations}
        </h4>
        <p className="text-sm text-slate-600">{texts.translationsHint}</p>
      </div>
      <div className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
        {TRANSLATION_LANGUAGES.map((language) => {
          const text = translations[language];
          const name = LANGUAGE_INFO[language].germanName;
          const { dir } = LANGUAGE_INFO[language];
          const translated = text.title.trim() !== '' || text.body.trim() !== '';
          return (
            <details
              key={language}
              open={open.has(language)}
              onToggle={(event) => {
                const next = event.currentTarget.open;
                if (next !== open.has(language)) onOpenChange(language, next);
              }}
              data-testid={`consent-translation-${language}`}
              className="group"
            >
              <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-focus">
                <ChevronRight
                  aria-hidden="true"
                  className="size-4 shrink-0 text-slate-500 group-open:rotate-90 motion-safe:transition-transform"
                />
                <span>{name}</span>
                <Badge tone={translated ? 'success' : 'neutral'}>
                  {translated ? texts.translated : texts.notTranslated}
                </Badge>
              </summary>
              <div className="flex flex-col gap-4 px-4 pt-2 pb-4">
                <p className="text-sm text-slate-600">{texts.translationHint}</p>
                <TextField
                  id={translationFieldId(baseId, language, 'title')}
                  label={texts.translationTitle(name)}
                  lang={language}
                  dir={dir}
                  value={text.title}
                  maxLength={CONSENT_TITLE_MAX}
                  error={errors[`translations.${language}.title`]}
                  onChange={(event) => onChange(language, { ...text, title: event.target.value })}
                />
                <TextArea
                  id={translationFieldId(baseId, language, 'body')}
                  label={texts.translationBody(name)}
                  hint={texts.bodyHint}
                  lang={language}
                  dir={dir}
                  rows={10}
                  value={text.body}
                  maxLength={CONSENT_BODY_MAX}
                  error={errors[`translations.${language}.body`]}
                  onChange={(event) => onChange(language, { ...text, body: event.target.value })}
                />
              </div>
            </details>
          );
        })}
      </div>
    </section>
  );
}
