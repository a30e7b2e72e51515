// auskunft.pdf: the readable half of a patient's data export (GDPR Art. 15). A cover page, then per request
// the submission PDF's own sections (header, form data, anamnese, Fließtext) and what only the export shows:
// the file, the e-mails (staff notices as "Praxis"), the practice's internal notes and who read the request
// when, then the prescription (issue 31: its photo on a page of its own, or the uploaded PDF's pages after the
// request's). Berlin time.
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import { formatMegabytes } from '../../../common/submission/fileSize.ts';
import { dataExportTexts } from '../../../common/texts/dataExport.ts';
import { workflowTexts } from '../../../common/texts/workflow.ts';
import type { ExportRequest } from '../../commands/buildDataExportModel.ts';
import { writeConsentSummary } from './consentPdf.ts';
import { openPdfDocument } from './pdfDocument.ts';
import { createWriter, FONT, type Writer } from './pdfLayout.ts';
import {
  insertPrescriptionPages,
  type Prescription,
  preparePrescription,
  writePrescription,
} from './prescriptionPages.ts';
import { berlin, writeAnamnese, writeFormData, writeGeneratedText, writeHeader } from './submissionPdf.ts';

const T = dataExportTexts.pdf;

export type DataExportPdfInput = { practiceName: string; generatedAt: Date; requests: ExportRequest[] };

export async function renderDataExportPdf(input: DataExportPdfInput): Promise<Buffer> {
  // A file that could not be decrypted is named so in its section already. One after another: only one
  // patient file is read at a time (issue 43).
  const prescriptions: (Prescription | null)[] = [];
  for (const request of input.requests)
    prescriptions.push(await preparePrescription(request.fileBytes ? { bytes: request.fileBytes } : null));
  const { pdf, inserts } = await render(input, prescriptions);
  try {
    return await insertPrescriptionPages(pdf, inserts);
  } catch {
    // Not expected (both documents are ours); the export then says so instead of failing.
    const unreadable = prescriptions.map((p): Prescription | null => (p ? { kind: 'unreadable' } : null));
    return (await render(input, unreadable)).pdf;
  }
}

async function render(input: DataExportPdfInput, prescriptions: (Prescription | null)[]) {
  const { practiceName, generatedAt, requests } = input;
  const inserts: { afterPage: number; pages: Uint8Array; pageCount: number }[] = [];
  const { doc, done, typesetter } = await openPdfDocument({ title: T.documentTitle, generatedAt });
  const w = createWriter(doc, typesetter);

  w.title(practiceName, 10, FONT.bold, '#6b7280');
  w.gap(0.6);
  w.title(T.heading, 20);
  w.gap(0.6);
  w.fact(T.createdAt, berlin(generatedAt));
  w.fact(T.requestCount, String(requests.length));
  w.gap(0.6);
  w.paragraph(T.intro);

  requests.forEach((request, i) => {
    doc.addPage();
    if (requests.length > 1) w.title(T.requestTitle(i + 1, requests.length), 10, FONT.bold, '#6b7280');
    const { detail, anamnese } = request;
    writeHeader(w, detail, practiceName, referenceNumber(detail.id));
    writeFormData(w, detail.form_data);
    writeFile(w, request.file);
    if (anamnese.anamnese || anamnese.summary) writeAnamnese(w, anamnese);
    writeGeneratedText(w, detail.generated_text);
    writeConsentSummary(w, request.consents ?? []);
    writeEmails(w, request.emails);
    writeNotes(w, request.notes);
    writeReads(w, request.reads);
    const prescription = prescriptions[i] ?? null;
    writePrescription(doc, w, prescription);
    if (prescription?.kind === 'pages')
      inserts.push({
        afterPage: doc.bufferedPageRange().count,
        pages: prescription.pdf,
        pageCount: prescription.pageCount,
      });
  });

  w.footers(T.footer(berlin(generatedAt)), inserts);
  doc.end();
  return { pdf: await done, inserts };
}

function writeFile(w: Writer, file: ExportRequest['file']) {
  if (!file) return;
  w.heading(T.file.title);
  if (file.kind === 'legacy') return w.paragraph(T.file.legacy, { muted: true });
  if (file.kind === 'invalid') return w.paragraph(T.file.invalid, { muted: true });
  w.field(T.file.name, file.fileName);
  w.field(T.file.type, file.fileType);
  w.field(T.file.size, formatMegabytes(file.fileSize));
  w.field(T.file.uploadedAt, berlin(file.uploadedAt));
  if (file.zipPath) w.field(T.file.inZip, file.zipPath);
  else w.paragraph(T.file.unreadable, { muted: true });
}

function writeEmails(w: Writer, emails: ExportRequest['emails']) {
  w.heading(T.emails.title);
  if (emails.length === 0) return w.paragraph(T.emails.none, { muted: true });
  for (const mail of emails) {
    const status = mail.status === 'sent' ? T.emails.sent : T.emails.failed;
    w.field(`${berlin(mail.sentAt)} · ${mail.recipient} · ${status}`, mail.subject);
  }
}

function writeNotes(w: Writer, notes: ExportRequest['notes']) {
  const N = workflowTexts.export;
  w.heading(N.title);
  if (notes.length === 0) return w.paragraph(N.none, { muted: true });
  for (const note of notes) w.field(`${berlin(note.createdAt)} · ${note.author}`, note.text ?? N.unreadable);
}

function writeReads(w: Writer, reads: ExportRequest['reads']) {
  w.heading(T.reads.title);
  if (reads.length === 0) return w.paragraph(T.reads.none, { muted: true });
  for (const read of reads)
    w.bullet(`${berlin(read.at)} · ${read.by}${read.label ? ` · ${read.label}` : ''}`);
}
