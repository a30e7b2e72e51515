// The questionnaire in the patient's language: the structure (ids, types, option values, scale range) stays
// common/anamnese/questionnaire.ts, so the answers remain the codes staff read in German; only the words
// shown come from the catalogue (t.questionnaire). A text the catalogue lacks keeps the German definition.
import type { Option, Question } from '../../../../common/anamnese/questionnaire.ts';
import type { QuestionnaireTexts } from '../../../../common/texts/patient/catalogue.ts';

/** The question with its title, hint, labels and option labels in the catalogue's language. */
export function questionInLanguage<Q extends Question>(question: Q, texts: QuestionnaireTexts): Q {
  const own = texts.questions[question.id];
  if (!own) return question;
  const localized: Question = { ...question, title: own.title, hint: own.hint ?? question.hint };
  if ('options' in localized) {
    localized.options = localized.options.map((option) => ({
      value: option.value,
      label: own.options?.[option.value] ?? option.label,
    }));
  }
  if (localized.type === 'scale') {
    localized.minLabel = own.minLabel ?? localized.minLabel;
    localized.maxLabel = own.maxLabel ?? localized.maxLabel;
  }
  if ('textLabel' in localized) localized.textLabel = own.textLabel ?? localized.textLabel;
  if (localized.type === 'textConsent') localized.consentLabel = own.consentLabel ?? localized.consentLabel;
  return localized as Q;
}

/** Ja / Nein with the stored codes 'yes' / 'no'. */
export const yesNoOptions = (texts: QuestionnaireTexts): Option[] => [
  { value: 'yes', label: texts.yes },
  { value: 'no', label: texts.no },
];
