// Test data of the PDF tests: a submission as the detail screen gets it (only tests import this).
import type { AnamneseDetail, SubmissionDetail } from '../../../common/schemas/submissionDetail.ts';

export const submissionId = '3f2a9c1e-5b7d-4e8f-9a01-23456789abcd';

export const submissionDetail = (overrides: Partial<SubmissionDetail> = {}): SubmissionDetail => ({
  id: submissionId,
  created_at: '2026-12-31T23:30:00.000Z',
  updated_at: '2026-12-31T23:30:00.000Z',
  tenant_id: '00000000-0000-4000-8000-000000000001',
  tenants: { name: 'Physio Süd' },
  form_type: 'contact',
  form_data: { name: 'Jürgen Weiß', message: 'Rückenschmerzen, 49 €' },
  is_spam: false,
  is_processed: true,
  spam_score: 0,
  spam_confidence: null,
  spam_reasons: null,
  quarantine_status: 'completed',
  ai_classified: false,
  has_anamnese: false,
  request_kind: 'frage',
  workflow_state: 'neu',
  assignee_id: null,
  workflow_version: 0,
  opened_at: null,
  patient_language: null,
  prescription_file: null,
  generated_text: null,
  email_logs: [],
  ...overrides,
});

export const noAnamnese: AnamneseDetail = { anamnese: null, summary: null };

/** An anamnese completed at 23:35 with these answers, without AI summary. */
export const anamneseWith = (answers: Record<string, unknown>): AnamneseDetail => ({
  anamnese: {
    id: '00000000-0000-4000-8000-000000000002',
    original_submission_id: submissionId,
    completed_at: '2026-12-31T23:35:00.000Z',
    answers,
  },
  summary: null,
});
