// The magic-link view's answer (issue 27 finding 7): an allow-list picked from the staff detail, field by
// field, so a field added to the staff detail later never reaches a link holder by accident. Dropped on
// purpose: the practice recipients' addresses, mail subjects and delivery errors, spam score/reasons and
// quarantine, AI provider failure reasons, ids of rows the view does not name, timestamps it does not show.
import type { MagicLinkSubmission } from '../../common/schemas/magicLinkSubmission.ts';
import type { AnamneseDetail, SubmissionDetail } from '../../common/schemas/submissionDetail.ts';
import { isAnamneseSubmission } from '../../common/submission/detailDisplay.ts';

function presentGeneratedText(
  text: SubmissionDetail['generated_text'],
): MagicLinkSubmission['generated_text'] {
  if (text === null || text === 'decryption_failed') return text;
  return {
    text: text.text,
    html: text.html,
    model: text.model,
    generated_at: text.generated_at,
    fallback: text.fallback_reason !== null,
  };
}

function presentAnamnese(detail: AnamneseDetail): NonNullable<MagicLinkSubmission['anamnese']> {
  const { anamnese, summary } = detail;
  return {
    anamnese: anamnese && { completed_at: anamnese.completed_at, answers: anamnese.answers },
    summary: summary && {
      created_at: summary.created_at,
      ai_model: summary.ai_model,
      tokens_used: summary.tokens_used,
      processing_time_ms: summary.processing_time_ms,
      summary: summary.summary,
      fallback: summary.fallback_reason !== null,
    },
  };
}

/** `anamnese`: read only when the submission has one (has_anamnese); null otherwise. */
export function presentMagicLinkSubmission(
  detail: SubmissionDetail,
  anamnese: AnamneseDetail | null,
): MagicLinkSubmission {
  return {
    id: detail.id,
    created_at: detail.created_at,
    form_type: detail.form_type,
    tenants: { name: detail.tenants.name },
    form_data: detail.form_data,
    is_spam: detail.is_spam,
    is_processed: detail.is_processed,
    has_anamnese: detail.has_anamnese,
    patient_language: detail.patient_language,
    prescription_file: detail.prescription_file,
    generated_text: isAnamneseSubmission(detail) ? presentGeneratedText(detail.generated_text) : null,
    email_logs: detail.email_logs.map((log) => ({ status: log.status, sent_at: log.sent_at })),
    anamnese: detail.has_anamnese && anamnese ? presentAnamnese(anamnese) : null,
  };
}
