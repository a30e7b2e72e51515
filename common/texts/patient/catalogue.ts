// The shape every patient-language catalogue has (issue 29): the German texts' own shape with each text
// widened to `string`, so a catalogue that lacks a key, or gives a text where German has a function (or the
// other way round), does not type-check; patientCatalogues.test.ts checks the same at run time, and that
// every question and option of the anamnese has its label.
import type { BusinessType, fieldMessages } from '../../intake/formDataRules.ts';
import type { anamneseTexts } from '../anamnese.ts';
import type { componentTexts } from '../components.ts';
import type { patientPageTexts } from '../patientPage.ts';
import type { receptionTexts } from '../reception.ts';
import type { signingTexts } from '../signing.ts';
import type { PatientLanguage } from './languages.ts';

/** A text type with every literal widened: `'Zurück'` → string, `(n: number) => '…'` → (n: number) => string. */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer E)[]
      ? readonly Widen<E>[]
      : T extends object
        ? { [K in keyof T]: Widen<T[K]> }
        : T;

/** One question's texts; which of them a question has follows its type in common/anamnese/questionnaire.ts. */
export type QuestionTexts = {
  title: string;
  hint?: string;
  minLabel?: string;
  maxLabel?: string;
  textLabel?: string;
  consentLabel?: string;
  /** Label per option value (the stored code). */
  options?: Record<string, string>;
};

export type QuestionnaireTexts = {
  yes: string;
  no: string;
  /** Per question id of QUESTIONNAIRE. */
  questions: Record<string, QuestionTexts>;
};

/** What a practice calls itself and its work where it has configured nothing (German: receptionWords). */
export type DefaultWords = Record<
  BusinessType,
  { company: string; providers: string; treatment: string; appointment: string }
>;

/** The patient's confirmation mail (server/emails/PatientConfirmationEmail.ts). */
export type PatientMailTexts = {
  subject: (practice: string, reference: string) => string;
  title: string;
  greeting: string;
  thanks: (practice: string) => string;
  referenceLabel: string;
  referenceHint: string;
  contactHeading: string;
  phone: string;
  email: string;
  website: string;
  footer: string;
  /** Only when the request still has consent documents to sign (issue 30): the way to the signing page. */
  signingIntro: string;
  signingButton: string;
  signingHint: string;
};

export type LanguageSwitchTexts = {
  /** The switch's accessible name, in the page's language ("Sprache"). */
  label: string;
};

export type PatientCatalogue = {
  language: PatientLanguage;
  words: DefaultWords;
  reception: Widen<typeof receptionTexts>;
  anamnese: Widen<typeof anamneseTexts>;
  questionnaire: QuestionnaireTexts;
  fieldMessages: Widen<typeof fieldMessages>;
  components: Widen<typeof componentTexts> & { retry: string; networkError: string };
  mail: PatientMailTexts;
  languageSwitch: LanguageSwitchTexts;
  /** The signing page of consent documents (issue 30). */
  signing: Widen<typeof signingTexts>;
  /** „Ihre Anfrage“, the patient's own page, and its mails (issue 45). */
  patientPage: Widen<typeof patientPageTexts>;
};
