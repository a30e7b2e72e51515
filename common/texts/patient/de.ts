// The German patient catalogue: the texts the screens had before there were other languages, gathered in the
// shape every language follows (catalogue.ts). German stays the source: the other catalogues translate it.
import { QUESTIONNAIRE, YES_NO } from '../../anamnese/questionnaire.ts';
import { fieldMessages } from '../../intake/formDataRules.ts';
import { DEFAULT_WORDS } from '../../receptionWords.ts';
import { anamneseTexts } from '../anamnese.ts';
import { componentTexts } from '../components.ts';
import { generalTexts } from '../general.ts';
import { patientPageTexts } from '../patientPage.ts';
import { receptionTexts } from '../reception.ts';
import { signingTexts } from '../signing.ts';
import type { PatientCatalogue, QuestionTexts } from './catalogue.ts';

/** The questionnaire's German labels, read off its definition (the one place they are written). */
const questions = Object.fromEntries(
  QUESTIONNAIRE.map((question) => {
    const { id, title, hint } = question;
    const texts: QuestionTexts = { title, ...(hint ? { hint } : {}) };
    if ('options' in question)
      texts.options = Object.fromEntries(question.options.map((o) => [o.value, o.label]));
    if (question.type === 'scale')
      Object.assign(texts, { minLabel: question.minLabel, maxLabel: question.maxLabel });
    if ('textLabel' in question) texts.textLabel = question.textLabel;
    if (question.type === 'textConsent') texts.consentLabel = question.consentLabel;
    return [id, texts];
  }),
);

export const de: PatientCatalogue = {
  language: 'de',
  words: DEFAULT_WORDS,
  reception: receptionTexts,
  anamnese: anamneseTexts,
  questionnaire: { yes: YES_NO[0]!.label, no: YES_NO[1]!.label, questions },
  fieldMessages,
  components: { ...componentTexts, retry: generalTexts.retry, networkError: generalTexts.networkError },
  mail: {
    subject: (practice, reference) => `Ihre Anfrage bei ${practice} – Referenz ${reference}`,
    title: 'Ihre Anfrage ist eingegangen',
    greeting: 'Guten Tag,',
    thanks: (practice) =>
      `vielen Dank für Ihre Anfrage. Sie ist bei ${practice} eingegangen; wir melden uns so bald wie möglich bei Ihnen.`,
    referenceLabel: 'Ihre Referenznummer',
    referenceHint: 'Bitte geben Sie diese Nummer bei Rückfragen an.',
    contactHeading: 'So erreichen Sie uns:',
    phone: 'Telefon',
    email: 'E-Mail',
    website: 'Website',
    footer:
      'Diese E-Mail wurde automatisch versandt. Aus Datenschutzgründen enthält sie keine Angaben aus Ihrer Anfrage. Falls Sie keine Anfrage gesendet haben, können Sie diese E-Mail ignorieren.',
    signingIntro:
      'Die Praxis bittet Sie, vor dem ersten Termin noch Dokumente zu lesen und zu unterschreiben. Das geht online über diesen persönlichen Link:',
    signingButton: 'Dokumente unterschreiben',
    signingHint:
      'Der Link gilt 7 Tage und nur, bis alle Dokumente beantwortet sind. Bitte geben Sie ihn nicht weiter.',
  },
  languageSwitch: { label: 'Sprache' },
  signing: signingTexts,
  patientPage: patientPageTexts,
};
