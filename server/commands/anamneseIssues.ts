// German reasons for anamnese answers that do not fit the questionnaire (common/anamnese/), naming the
// question; zod's own texts are English and technical. Messages the schema sets itself (consent, empty
// expectations) win over these.
import type { z } from 'zod';
import { QUESTIONNAIRE, type Question } from '../../common/anamnese/questionnaire.ts';

const QUESTIONS = new Map(QUESTIONNAIRE.map((q) => [q.id, q]));

const FIELDS: Record<string, string> = {
  radio: 'die Ja/Nein-Auswahl („radio“)',
  text: 'der Text („text“)',
  checkboxes: 'die Auswahl („checkboxes“)',
  checkbox: 'die Einwilligung („checkbox“)',
};

const values = (q: Question) => ('options' in q ? q.options.map((o) => o.value).join(', ') : '');

function expected(q: Question, field: string | undefined): string {
  if (field === 'radio' || q.type === 'yesno') return '„yes“ oder „no“';
  if (field === 'text') return 'ein Text';
  if (field === 'checkbox') return 'true (Einwilligung erteilt)';
  if (field === 'checkboxes' || q.type === 'multi') return `eine Liste mit Werten aus: ${values(q)}`;
  switch (q.type) {
    case 'scale':
      return `eine ganze Zahl von ${q.min} bis ${q.max}`;
    case 'single':
      return `einer der Werte ${values(q)}`;
    case 'yesnoText':
      return 'ein Objekt mit „radio“ („yes“ oder „no“) und optional „text“';
    case 'checkboxesText':
      return 'ein Objekt mit „checkboxes“ (Liste) und optional „text“';
    default:
      return 'ein Objekt mit „text“ und „checkbox“';
  }
}

const shown = (input: unknown) =>
  typeof input === 'number' || typeof input === 'boolean' || typeof input === 'string'
    ? ` (erhalten: ${JSON.stringify(input)})`
    : '';

/** Per-parse error map for anamneseAnswersSchema. */
export const anamneseIssueMessage: z.core.$ZodErrorMap = (issue) => {
  const [id, field] = (issue.path ?? []).map(String);
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => `„${k}“`).join(', ');
    return id === undefined ? `Unbekannte Frage: ${keys}.` : `Unbekannte Angabe: ${keys}.`;
  }
  const question = id === undefined ? undefined : QUESTIONS.get(id);
  if (!question) return undefined;
  const named = field && field in FIELDS ? field : undefined;
  if (issue.input === undefined) {
    return named ? `Es fehlt ${FIELDS[named]}.` : 'Diese Frage muss beantwortet werden.';
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return `Der Text ist zu lang (höchstens ${issue.maximum} Zeichen).`;
  }
  if (issue.code === 'too_big' && issue.origin === 'array') {
    return `Zu viele Einträge (höchstens ${issue.maximum}).`;
  }
  if (issue.code === 'invalid_value') {
    return `${JSON.stringify(issue.input)} ist keine erlaubte Antwort; erwartet wird ${expected(question, named)}.`;
  }
  return `Erwartet wird ${expected(question, named)}${shown(issue.input)}.`;
};

/** "Ungültige Anamnese-Antwort zu „Wie stark …?“ (painLevel): …" — the question's title and id. */
export function anamneseIssueText(issue: { path: PropertyKey[]; message: string }): string {
  const id = issue.path[0] === undefined ? undefined : String(issue.path[0]);
  const question = id ? QUESTIONS.get(id) : undefined;
  return question
    ? `Ungültige Anamnese-Antwort zu „${question.title}“ (${question.id}): ${issue.message}`
    : `Ungültige Anamnese: ${issue.message}`;
}
