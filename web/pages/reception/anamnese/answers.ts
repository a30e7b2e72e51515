// The answers while the patient fills in the questionnaire (may be incomplete), their checks per step
// (spec 002 §5) and the payload sent to submitAnamnese (only answered questions, shapes of answersSchema.ts).
import { QUESTIONNAIRE, type Question } from '../../../../common/anamnese/questionnaire.ts';

export type YesNo = 'yes' | 'no';

export type DraftAnswer =
  | string[] // multi
  | number // scale
  | string // single, yesno
  | { radio?: YesNo; text: string } // yesnoText
  | { checkboxes: string[]; text: string } // checkboxesText
  | { text: string; checkbox: boolean }; // textConsent

export type DraftAnswers = Record<string, DraftAnswer>;

/** What keeps a step from going on; the step shows each in the patient's language (stepMessages). */
export interface StepErrors {
  choice?: boolean;
  text?: boolean;
  consent?: boolean;
}

const isYesNo = (value: unknown): value is YesNo => value === 'yes' || value === 'no';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One answer read back from storage, reduced to what its question accepts; undefined if unusable. */
export function sanitizeAnswer(question: Question, raw: unknown): DraftAnswer | undefined {
  switch (question.type) {
    case 'multi': {
      if (!Array.isArray(raw)) return undefined;
      return question.options.map((o) => o.value).filter((v) => raw.includes(v));
    }
    case 'scale':
      return typeof raw === 'number' && Number.isInteger(raw) && raw >= question.min && raw <= question.max
        ? raw
        : undefined;
    case 'single':
      return typeof raw === 'string' && question.options.some((o) => o.value === raw) ? raw : undefined;
    case 'yesno':
      return isYesNo(raw) ? raw : undefined;
    case 'yesnoText':
      if (!isObject(raw)) return undefined;
      return { radio: isYesNo(raw.radio) ? raw.radio : undefined, text: asText(raw.text) };
    case 'checkboxesText': {
      if (!isObject(raw)) return undefined;
      const ticked = Array.isArray(raw.checkboxes) ? raw.checkboxes : [];
      return {
        checkboxes: question.options.map((o) => o.value).filter((v) => ticked.includes(v)),
        text: asText(raw.text),
      };
    }
    case 'textConsent':
      if (!isObject(raw)) return undefined;
      return { text: asText(raw.text), checkbox: raw.checkbox === true };
    default:
      return undefined;
  }
}

/** Answers read back from storage: unknown question ids and malformed values are dropped. */
export function sanitizeAnswers(raw: unknown): DraftAnswers {
  if (!isObject(raw)) return {};
  const answers: DraftAnswers = {};
  for (const question of QUESTIONNAIRE) {
    const answer = sanitizeAnswer(question, raw[question.id]);
    if (answer !== undefined) answers[question.id] = answer;
  }
  return answers;
}

/** What keeps a non-skippable step from going on (spec 002 §5); empty when it may. */
export function validateStep(question: Question, answer: DraftAnswer | undefined): StepErrors {
  if (question.skippable) return {};
  const errors: StepErrors = {};
  switch (question.type) {
    case 'yesnoText':
      if (!isObject(answer) || !('radio' in answer) || !isYesNo(answer.radio)) {
        errors.choice = true;
      }
      break;
    case 'yesno':
      if (!isYesNo(answer)) errors.choice = true;
      break;
    case 'textConsent': {
      const value = isObject(answer) && 'checkbox' in answer ? answer : { text: '', checkbox: false };
      if (!value.text.trim()) errors.text = true;
      if (!value.checkbox) errors.consent = true;
      break;
    }
    default:
      if (answer === undefined) errors.choice = true;
  }
  return errors;
}

export const hasErrors = (errors: StepErrors) => Boolean(errors.choice || errors.text || errors.consent);

/** The payload's answer for one question, or undefined when it was left unanswered (then it is omitted). */
function payloadAnswer(question: Question, answer: DraftAnswer | undefined): unknown {
  if (answer === undefined) return undefined;
  switch (question.type) {
    case 'multi':
      return Array.isArray(answer) && answer.length > 0 ? answer : undefined;
    case 'scale':
    case 'single':
    case 'yesno':
      return answer;
    case 'yesnoText':
      return isObject(answer) && 'radio' in answer && isYesNo(answer.radio)
        ? { radio: answer.radio, text: answer.text.trim() }
        : undefined;
    case 'checkboxesText': {
      if (!isObject(answer) || !('checkboxes' in answer)) return undefined;
      const text = answer.text.trim();
      return answer.checkboxes.length > 0 || text ? { checkboxes: answer.checkboxes, text } : undefined;
    }
    case 'textConsent':
      return isObject(answer) && 'checkbox' in answer && answer.checkbox && answer.text.trim()
        ? { text: answer.text.trim(), checkbox: true }
        : undefined;
    default:
      return undefined;
  }
}

/** The answers map sent to the server: only answered questions, in questionnaire order. */
export function toAnswersPayload(answers: DraftAnswers): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const question of QUESTIONNAIRE) {
    const value = payloadAnswer(question, answers[question.id]);
    if (value !== undefined) payload[question.id] = value;
  }
  return payload;
}
