// The anamnese as a FHIR R4 Questionnaire (issue 31): built from the one questionnaire definition, published at
// /fhir/Questionnaire/praxisdesk-anamnese and named by every exported QuestionnaireResponse. Receivers map
// answers by linkId, so the linkIds are the definition's question ids and never change (a test pins them).
// One item per step: simple answers are one item; a step with two parts (yes/no and text, choices and text,
// text and consent) is a group of two items `<id>.<part>`. Yes/no is always `boolean`; choices are codings.
import type {
  Coding,
  Questionnaire,
  QuestionnaireItem,
  QuestionnaireItemEnableWhen,
} from '@medplum/fhirtypes';
import { type Option, QUESTIONNAIRE, type Question } from '../anamnese/questionnaire.ts';
import { fhirTexts } from '../texts/fhir.ts';

/** A fixed canonical, the same on every installation (a host may change; the questionnaire's identity not). */
export const FHIR_BASE = 'https://praxisdesk.de/fhir';
export const ANAMNESE_QUESTIONNAIRE_ID = 'praxisdesk-anamnese';
export const ANAMNESE_QUESTIONNAIRE_URL = `${FHIR_BASE}/Questionnaire/${ANAMNESE_QUESTIONNAIRE_ID}`;
/**
 * Raise it (and its date) whenever common/anamnese/questionnaire.ts changes what is asked or answered: a test
 * pins a fingerprint of the definition to this version.
 */
export const ANAMNESE_QUESTIONNAIRE_VERSION = '1';
const VERSION_DATE = '2026-11-27';

/** The questionnaire and version an answer set refers to, `url|version` as FHIR canonicals are written. */
export const ANAMNESE_QUESTIONNAIRE_CANONICAL = `${ANAMNESE_QUESTIONNAIRE_URL}|${ANAMNESE_QUESTIONNAIRE_VERSION}`;

/** One code system per question's options: the option values are the codes. */
export const answerCodeSystem = (questionId: string) => `${FHIR_BASE}/CodeSystem/anamnese-${questionId}`;

/** The linkIds of a step's parts (the step's own id when it has one part). */
export const partLinkId = {
  yesNo: (id: string) => `${id}.answer`,
  choice: (id: string) => `${id}.choice`,
  text: (id: string) => `${id}.text`,
  consent: (id: string) => `${id}.consent`,
};

export function answerCoding(questionId: string, options: readonly Option[], value: string): Coding {
  const option = options.find((o) => o.value === value);
  return { system: answerCodeSystem(questionId), code: value, display: option?.label ?? value };
}

const choices = (q: { id: string; options: Option[] }) =>
  q.options.map((o) => ({ valueCoding: answerCoding(q.id, q.options, o.value) }));

/** The text part of a yes/no step is only asked after "Ja" (answerText shows it only then). */
const afterYes = (id: string): QuestionnaireItemEnableWhen[] => [
  { question: partLinkId.yesNo(id), operator: '=', answerBoolean: true },
];

function stepItem(q: Question, step: number): QuestionnaireItem {
  const base = { linkId: q.id, prefix: `${step}.`, text: q.title, required: !q.skippable };
  switch (q.type) {
    case 'multi':
      return { ...base, type: 'choice', repeats: true, answerOption: choices(q) };
    case 'single':
      return { ...base, type: 'choice', answerOption: choices(q) };
    case 'scale':
      return {
        ...base,
        type: 'integer',
        extension: [
          { url: 'http://hl7.org/fhir/StructureDefinition/minValue', valueInteger: q.min },
          { url: 'http://hl7.org/fhir/StructureDefinition/maxValue', valueInteger: q.max },
        ],
      };
    case 'yesno':
      return { ...base, type: 'boolean' };
    case 'yesnoText':
      return {
        ...base,
        type: 'group',
        item: [
          { linkId: partLinkId.yesNo(q.id), text: q.title, type: 'boolean', required: !q.skippable },
          { linkId: partLinkId.text(q.id), text: q.textLabel, type: 'text', enableWhen: afterYes(q.id) },
        ],
      };
    case 'checkboxesText':
      return {
        ...base,
        type: 'group',
        item: [
          {
            linkId: partLinkId.choice(q.id),
            text: q.title,
            type: 'choice',
            repeats: true,
            answerOption: choices(q),
          },
          { linkId: partLinkId.text(q.id), text: q.textLabel, type: 'text' },
        ],
      };
    case 'textConsent':
      return {
        ...base,
        type: 'group',
        item: [
          { linkId: partLinkId.text(q.id), text: q.textLabel, type: 'text', required: true },
          { linkId: partLinkId.consent(q.id), text: q.consentLabel, type: 'boolean', required: true },
        ],
      };
  }
}

/** The published resource; built once, it never depends on a practice or a request. */
export const anamneseQuestionnaire: Questionnaire = {
  resourceType: 'Questionnaire',
  id: ANAMNESE_QUESTIONNAIRE_ID,
  language: 'de',
  url: ANAMNESE_QUESTIONNAIRE_URL,
  version: ANAMNESE_QUESTIONNAIRE_VERSION,
  name: 'PraxisdeskAnamnese',
  title: fhirTexts.questionnaireTitle,
  status: 'active',
  subjectType: ['Patient'],
  date: VERSION_DATE,
  publisher: 'Praxisdesk',
  description: fhirTexts.questionnaireDescription,
  item: QUESTIONNAIRE.map((q, i) => stepItem(q, i + 1)),
};
