// auskunft.json: the machine-readable half of a data export, as an explicit field list (nothing leaves
// unlisted). Times are ISO 8601 (UTC); German labels beside the codes where a reader needs them.
import { answerLines } from '../../common/anamnese/answerText.ts';
import { referenceNumber } from '../../common/reception/referenceNumber.ts';
import type { AiSummary } from '../../common/schemas/submissionDetail.ts';
import { detailFormTypeLabel } from '../../common/submission/detailDisplay.ts';
import { consentPdfTexts } from '../../common/texts/consentPdf.ts';
import { translationTexts } from '../../common/texts/translation.ts';
import type { ExportConsent, ExportRequest } from './buildDataExportModel.ts';

export const DATA_EXPORT_FORMAT = 'praxisdesk-datenauskunft';

const summaryJson = (summary: AiSummary) => ({
  createdAt: summary.created_at,
  model: summary.ai_model,
  summary: summary.summary?.summary ?? null,
  keyFindings: summary.summary?.keyFindings ?? [],
  recommendations: summary.summary?.recommendations ?? [],
  riskFactors: summary.summary?.riskFactors ?? [],
  readable: summary.summary !== null,
});

/** A consent document of the request: what was asked, what the patient answered, the check and any revocation. */
const consentJson = ({ staff, zipPath }: ExportConsent) => ({
  title: staff.title,
  version: staff.version,
  required: staff.required,
  status: staff.status,
  statusLabel: consentPdfTexts.status[staff.status],
  answeredAt: staff.answered_at,
  name: staff.name,
  method: staff.method,
  language: staff.language,
  intact: staff.intact,
  checkValue: staff.check_value,
  revocation: staff.revocation
    ? {
        revokedOn: staff.revocation.revoked_on,
        recordedAt: staff.revocation.recorded_at,
        recordedBy: staff.revocation.recorded_by,
        note: staff.revocation.note,
      }
    : null,
  zipPath,
});

function requestJson(request: ExportRequest) {
  const { detail, anamnese, file } = request;
  const generated = detail.generated_text;
  return {
    id: detail.id,
    referenceNumber: referenceNumber(detail.id),
    formType: detail.form_type,
    formTypeLabel: detailFormTypeLabel(detail.form_type),
    receivedAt: detail.created_at,
    processed: detail.is_processed,
    spam: { isSpam: detail.is_spam, score: detail.spam_score, reasons: detail.spam_reasons ?? [] },
    formData: detail.form_data,
    file:
      file === null
        ? null
        : file.kind === 'file'
          ? {
              fileName: file.fileName,
              fileType: file.fileType,
              fileSize: file.fileSize,
              uploadedAt: file.uploadedAt,
              zipPath: file.zipPath,
              readable: !file.unreadable,
            }
          : { kind: file.kind, readable: false },
    anamnese: anamnese.anamnese
      ? {
          completedAt: anamnese.anamnese.completed_at,
          answers: anamnese.anamnese.answers,
          answersText: anamnese.anamnese.answers
            ? answerLines(anamnese.anamnese.answers).map((line) => ({
                question: line.label,
                answer: line.text,
              }))
            : null,
        }
      : null,
    aiSummaries: request.summaries.map(summaryJson),
    generatedText:
      generated === null
        ? null
        : generated === 'decryption_failed'
          ? { readable: false }
          : {
              text: generated.text,
              model: generated.model,
              generatedAt: generated.generated_at,
              readable: true,
            },
    emails: request.emails.map((mail) => ({
      sentAt: mail.sentAt,
      status: mail.status,
      subject: mail.subject,
      recipient: mail.recipient,
      toPatient: mail.toPatient,
      ...(mail.toPatient ? { errorMessage: mail.errorMessage } : {}),
    })),
    notes: request.notes.map((note) => ({
      createdAt: note.createdAt,
      author: note.author,
      text: note.text,
      readable: note.text !== null,
    })),
    translation: request.translation
      ? {
          fields: request.translation.fields,
          model: request.translation.model,
          createdAt: request.translation.created_at,
          note: translationTexts.marker,
        }
      : null,
    consents: (request.consents ?? []).map(consentJson),
    reads: request.reads.map((read) => ({
      at: read.at,
      by: read.by,
      action: read.action,
      via: read.via,
      viaLabel: read.label,
    })),
  };
}

export function dataExportJson(input: {
  practiceName: string;
  generatedAt: Date;
  requests: ExportRequest[];
}) {
  return {
    format: DATA_EXPORT_FORMAT,
    version: 1,
    exportedAt: input.generatedAt.toISOString(),
    practice: { name: input.practiceName },
    requests: input.requests.map(requestJson),
  };
}
