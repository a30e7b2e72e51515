// One submission as a PDF for the patient file ("PDF exportieren"): form data, the anamnese with its red flags
// first, the AI summary, the Fließtext and the prescription (issue 31: its photo on a page of its own, or an
// uploaded PDF's pages appended; prescriptionPages.ts). A4, German, Berlin time.
import { answerLines } from '../../../common/anamnese/answerText.ts';
import { flaggedFields, redFlags, specialNotes } from '../../../common/anamnese/redFlags.ts';
import { formatGermanDateTime } from '../../../common/dashboard/submissionDisplay.ts';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import type { AnamneseDetail, SubmissionDetail } from '../../../common/schemas/submissionDetail.ts';
import { detailFormTypeLabel, detailTitle } from '../../../common/submission/detailDisplay.ts';
import { formFieldLines } from '../../../common/submission/formFields.ts';
import { LANGUAGE_INFO } from '../../../common/texts/patient/languages.ts';
import { openPdfDocument } from './pdfDocument.ts';
import { createWriter, FONT, type Writer } from './pdfLayout.ts';
import {
  insertPrescriptionPages,
  type PrescriptionSource,
  preparePrescription,
  writePrescription,
} from './prescriptionPages.ts';
import { submissionPdfTexts as T } from './submissionPdfTexts.ts';

export type SubmissionPdfInput = {
  detail: SubmissionDetail;
  anamnese: AnamneseDetail;
  practiceName: string;
  generatedAt: Date;
  /** The decrypted prescription file; absent or null: none. */
  prescription?: PrescriptionSource;
};

export const PDF_TIME_ZONE = 'Europe/Berlin';
export const berlin = (value: string | Date) => formatGermanDateTime(value, PDF_TIME_ZONE);

export async function renderSubmissionPdf(input: SubmissionPdfInput): Promise<Buffer> {
  const { detail, anamnese, practiceName, generatedAt } = input;
  const prescription = await preparePrescription(input.prescription ?? null);
  const reference = referenceNumber(detail.id);
  const { doc, done, typesetter } = await openPdfDocument({
    title: `Formular-Einreichung ${reference}`,
    generatedAt,
  });
  const w = createWriter(doc, typesetter);
  writeHeader(w, detail, practiceName, reference);
  writeFormData(w, detail.form_data);
  if (anamnese.anamnese || anamnese.summary) writeAnamnese(w, anamnese);
  writeGeneratedText(w, detail.generated_text);
  writePrescription(doc, w, prescription);
  // Counted before end(), which flushes the buffered pages.
  const afterPage = doc.bufferedPageRange().count;
  const inserted = prescription?.kind === 'pages' ? [{ afterPage, pageCount: prescription.pageCount }] : [];
  w.footers(`Einreichung ${reference} · Exportiert am ${berlin(generatedAt)}`, inserted);
  doc.end();
  const pdf = await done;
  if (prescription?.kind !== 'pages') return pdf;
  try {
    return await insertPrescriptionPages(pdf, [{ afterPage, pages: prescription.pdf }]);
  } catch {
    // Not expected (both documents are ours); the request then goes out with the note instead of a 500.
    return renderSubmissionPdf({ ...input, prescription: 'unreadable' });
  }
}

export function writeHeader(w: Writer, detail: SubmissionDetail, practiceName: string, reference: string) {
  w.title(practiceName, 10, FONT.bold, '#6b7280');
  w.gap(0.6);
  w.title('Formular-Einreichung', 20);
  w.title(detailTitle(detail), 14, FONT.regular);
  w.gap(0.6);
  w.fact(T.referenceNumber, reference);
  w.fact(T.formType, detailFormTypeLabel(detail.form_type));
  w.fact(T.receivedAt, berlin(detail.created_at));
  if (detail.patient_language) w.fact(T.language, LANGUAGE_INFO[detail.patient_language].germanName);
  const processed = detail.is_processed ? T.status.processed : T.status.unprocessed;
  w.fact(T.status.label, `${processed} · ${detail.is_spam ? T.spam.isSpam : T.spam.notSpam}`);
}

export function writeFormData(w: Writer, formData: SubmissionDetail['form_data']) {
  w.heading(T.formData.title);
  if (!formData) return w.paragraph(T.decryptionFailed, { muted: true });
  const lines = formFieldLines(formData);
  if (lines.length === 0) return w.paragraph(T.formData.empty, { muted: true });
  for (const line of lines) w.field(line.label, line.value, { mono: line.json });
}

export function writeAnamnese(w: Writer, { anamnese, summary }: AnamneseDetail) {
  const answers = anamnese?.answers ?? null;
  const flags = answers ? redFlags(answers) : [];
  const content = summary?.summary ?? null;

  // Red flags come first; the summary's risk factors follow unless they repeat one.
  w.heading(T.anamnese.riskFactors);
  const notes = specialNotes(flags, content?.riskFactors ?? []);
  if (flags.length === 0 && notes.others.length === 0) w.paragraph(T.anamnese.noRiskFactors, { muted: true });
  for (const flag of flags) w.bullet(flag.text, { warning: true });
  for (const text of notes.others) w.bullet(text);

  if (summary) {
    w.heading(T.anamnese.summaryTitle);
    if (!content) w.paragraph(T.decryptionFailed, { muted: true });
    else {
      w.paragraph(content.summary);
      writeList(w, T.anamnese.keyFindings, content.keyFindings);
      writeList(w, T.anamnese.recommendations, content.recommendations);
    }
    w.gap(0.6);
    w.paragraph(
      `${T.anamnese.model}: ${summary.ai_model} · ${T.anamnese.createdAt} ${berlin(summary.created_at)}`,
      {
        muted: true,
      },
    );
    if (summary.fallback_reason) w.paragraph(T.fallbackNotice, { muted: true });
  }

  if (!anamnese) return;
  w.heading(T.anamnese.answersTitle);
  w.fact(T.anamnese.completedAt, berlin(anamnese.completed_at));
  w.gap(0.6);
  if (!answers) return w.paragraph(T.decryptionFailed, { muted: true });
  const flagged = flaggedFields(flags);
  for (const line of answerLines(answers)) {
    w.field(line.label, line.text, { muted: !line.answered, warning: line.answered && flagged.has(line.id) });
  }
}

function writeList(w: Writer, title: string, items: string[]) {
  w.subheading(title);
  if (items.length === 0) w.paragraph(T.anamnese.noEntries, { muted: true });
  for (const item of items) w.bullet(item);
}

export function writeGeneratedText(w: Writer, generated: SubmissionDetail['generated_text']) {
  if (!generated) return;
  w.heading(T.generatedText.title);
  if (generated === 'decryption_failed') return w.paragraph(T.decryptionFailed, { muted: true });
  w.paragraph(generated.text);
  w.gap(0.6);
  w.paragraph(
    `${T.generatedText.model}: ${generated.model} · ${T.generatedText.generatedAt} ${berlin(generated.generated_at)}`,
    { muted: true },
  );
}

/** "Einreichung-<REF>-<YYYY-MM-DD>.pdf", the day the submission arrived in Berlin. */
export function submissionPdfFileName(id: string, createdAt: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: PDF_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(new Date(createdAt))
      .map((p) => [p.type, p.value]),
  );
  return `Einreichung-${referenceNumber(id)}-${parts.year}-${parts.month}-${parts.day}.pdf`;
}
