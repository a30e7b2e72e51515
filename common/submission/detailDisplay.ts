// How the detail screen names a submission (spec 001 §2.1).
import { submissionTitle } from '../dashboard/submissionDisplay.ts';
import { knownFormType } from '../intake/formTypes.ts';
import type { SubmissionDetail } from '../schemas/submissionDetail.ts';
import { submissionTexts } from '../texts/submission.ts';

/** Form data that could be read; null when decryption failed. */
export function readableFormData(
  submission: Pick<SubmissionDetail, 'form_data'>,
): Record<string, unknown> | null {
  const data = submission.form_data;
  if (!data || typeof data._decryptionError === 'string') return null;
  return data;
}

/** The dashboard card's name rules; when they find no name, "Einreichung #id" instead of the card's fallback. */
export function detailTitle(submission: Pick<SubmissionDetail, 'id' | 'form_type' | 'form_data'>): string {
  const { form_type: formType, id } = submission;
  const cardFallback = submissionTitle({}, formType, id);
  const title = submissionTitle(readableFormData(submission) ?? {}, formType, id);
  return title === cardFallback ? submissionTexts.fallbackTitle(id) : title;
}

/** Anamnese, Rezept, Bewerbung, Training, else Kontaktformular. */
export function detailFormTypeLabel(formType: string): string {
  const type = knownFormType(formType);
  const labels = submissionTexts.formTypes;
  return type && type !== 'contact' ? labels[type] : labels.contact;
}

/** The anamnese parts (Fließtext) belong to anamnese submissions and to requests with an anamnese. */
export const isAnamneseSubmission = (submission: Pick<SubmissionDetail, 'form_type' | 'has_anamnese'>) =>
  submission.form_type === 'anamnese' || submission.has_anamnese;
