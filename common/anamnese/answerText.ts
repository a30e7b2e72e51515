// The anamnese answers in German for staff (spec 001 §2.2): a label per field and the answer as text.
// Used by the detail screen, the PDF export and the local AI engine, so all three say the same.
import { QUESTIONNAIRE, type Question, YES_NO } from './questionnaire.ts';

/** Short German labels of the 20 fields (the questions themselves address the patient). */
export const ANSWER_LABELS: Record<string, string> = {
  bodyParts: 'Betroffene Körperregionen',
  painLevel: 'Schmerzstärke (1–10)',
  painPattern: 'Schmerzverlauf',
  painType: 'Schmerzart',
  problemEvolution: 'Entwicklung der Beschwerden',
  negativeInfluences: 'Verstärkende Faktoren',
  positiveInfluences: 'Lindernde Faktoren',
  mobilityChanged: 'Beweglichkeit verändert',
  sensitivityChanged: 'Gefühlsstörungen',
  strengthChanged: 'Kraftverlust',
  balanceIssues: 'Gleichgewichtsprobleme / Schwindel',
  comorbidities: 'Vorerkrankungen',
  medications: 'Medikamente',
  cancer: 'Krebserkrankung',
  nightSweats: 'Nächtliche Schweißausbrüche',
  otherSymptoms: 'Weitere Beschwerden',
  functionalImpairment: 'Einschränkung in Alltag / Beruf',
  psychologicalImpact: 'Psychische Belastung',
  previousTreatments: 'Bisherige Untersuchungen / Behandlungen',
  expectations: 'Erwartungen an die Behandlung',
};

export const NOT_ANSWERED = 'Nicht angegeben';

const labelOf = (options: { value: string; label: string }[], value: unknown) =>
  options.find((o) => o.value === value)?.label ?? String(value);
const yesNo = (value: unknown) => labelOf(YES_NO, value);
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** One answer as German text; null when it was not given (shown as "Nicht angegeben"). */
export function answerText(question: Question, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  switch (question.type) {
    case 'multi': {
      const list = Array.isArray(value) ? value : [value];
      return list.length ? list.map((v) => labelOf(question.options, v)).join(', ') : null;
    }
    case 'scale':
      return typeof value === 'number' ? `${value} von ${question.max}` : String(value);
    case 'single':
      return labelOf(question.options, value);
    case 'yesno':
      return yesNo(value);
    case 'yesnoText': {
      const answer = value as { radio?: unknown; text?: unknown };
      if (!answer.radio) return null;
      const text = trimmed(answer.text);
      return text && answer.radio === 'yes' ? `${yesNo(answer.radio)}: ${text}` : yesNo(answer.radio);
    }
    case 'checkboxesText': {
      const answer = value as { checkboxes?: unknown[]; text?: unknown };
      const parts = (answer.checkboxes ?? []).map((v) => labelOf(question.options, v));
      const text = trimmed(answer.text);
      if (text) parts.push(text);
      return parts.length ? parts.join(', ') : null;
    }
    case 'textConsent':
      return trimmed((value as { text?: unknown }).text) || null;
  }
}

export type AnswerLine = { id: string; label: string; text: string; answered: boolean };

/** All 20 fields in questionnaire order, with "Nicht angegeben" for what was left out. */
export function answerLines(answers: Record<string, unknown>): AnswerLine[] {
  return QUESTIONNAIRE.map((question) => {
    const text = answerText(question, answers[question.id]);
    return {
      id: question.id,
      label: ANSWER_LABELS[question.id] ?? question.id,
      text: text ?? NOT_ANSWERED,
      answered: text !== null,
    };
  });
}
