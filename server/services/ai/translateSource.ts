// What of a request is translated for staff (issue 29): only the free text the patient wrote. Answers chosen
// from a list are codes with German labels already; names, addresses and contact data are not text to
// translate, and so never leave the server for a translation.
import { QUESTIONNAIRE } from '../../../common/anamnese/questionnaire.ts';
import { translationFieldKey } from '../../../common/schemas/translation.ts';
import { fieldLabel } from '../../../common/submission/formFields.ts';

/**
 * Form-data fields that hold free text, by the label staff see: every spelling a website sends ("nachricht",
 * "content", "Grund") shares the label of one of these.
 */
const FREE_TEXT_FIELDS = [
  'message',
  'anliegen',
  'subject',
  'reason',
  'diagnosis',
  'treatment',
  'behandlung',
  'doctor',
  'arzt',
  'goals',
  'services',
];
const FREE_TEXT_LABELS = new Set(FREE_TEXT_FIELDS.map(fieldLabel));

/** The anamnese's questions with a free-text part (comorbidities, medications, previous treatments, …). */
const TEXT_QUESTIONS = QUESTIONNAIRE.filter(
  (q) => q.type === 'yesnoText' || q.type === 'checkboxesText' || q.type === 'textConsent',
).map((q) => q.id);

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** Field key (common/schemas/translation.ts) → the patient's text, in the order staff read them. */
export function translatableTexts(
  formData: Record<string, unknown>,
  answers: Record<string, unknown> | null,
): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [key, value] of Object.entries(formData)) {
    const written = text(value);
    if (written && FREE_TEXT_LABELS.has(fieldLabel(key))) texts[translationFieldKey.form(key)] = written;
  }
  for (const id of TEXT_QUESTIONS) {
    const answer = answers?.[id];
    const written = answer && typeof answer === 'object' ? text((answer as { text?: unknown }).text) : null;
    if (written) texts[translationFieldKey.anamnese(id)] = written;
  }
  return texts;
}
