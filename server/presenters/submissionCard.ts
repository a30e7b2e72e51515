// What a dashboard card needs of a submission: decrypted form data, flags, spam fields, the practice's name.
import type { formSubmissions } from '../db/schema.ts';
import { type CryptoService, DECRYPTION_FAILED } from '../services/crypto.ts';
import { openReasons } from '../services/spam/sealedReasons.ts';

export type SubmissionRow = Pick<
  typeof formSubmissions.$inferSelect,
  | 'id'
  | 'tenantId'
  | 'formType'
  | 'formData'
  | 'isSpam'
  | 'isProcessed'
  | 'spamScore'
  | 'spamConfidence'
  | 'spamReasons'
  | 'quarantineStatus'
  | 'hasAnamnese'
  | 'requestKind'
  | 'workflowState'
  | 'assigneeId'
  | 'workflowVersion'
  | 'openedAt'
  | 'createdAt'
  | 'updatedAt'
>;

/**
 * The fields a card and the detail screen show alike (form data aside, which each treats its own way);
 * `spamReasons` opened by openReasons.
 */
export const submissionFlags = (
  row: Omit<SubmissionRow, 'formData' | 'tenantId' | 'spamReasons'> & { spamReasons: string[] | null },
) => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  form_type: row.formType,
  is_spam: row.isSpam,
  is_processed: row.isProcessed,
  spam_score: row.spamScore,
  spam_confidence: row.spamConfidence,
  spam_reasons: row.spamReasons,
  quarantine_status: row.quarantineStatus,
  has_anamnese: row.hasAnamnese,
  // The desk (issue 28): what the patient chose, the workflow and whether anyone of the practice opened it.
  request_kind: row.requestKind,
  workflow_state: row.workflowState,
  assignee_id: row.assigneeId,
  workflow_version: row.workflowVersion,
  opened_at: row.openedAt?.toISOString() ?? null,
});

/** assigneeName: the owner's name when the caller looked it up (the dashboard list does). */
export async function presentSubmissionCard(
  crypto: CryptoService,
  row: SubmissionRow,
  tenantName: string | null,
  assigneeName: string | null = null,
) {
  const formData = await crypto.decryptJson<Record<string, unknown>>(row.tenantId, row.formData);
  const spamReasons = await openReasons(crypto, row.tenantId, row.spamReasons);
  return {
    ...submissionFlags({ ...row, spamReasons }),
    tenant_id: row.tenantId,
    form_data: formData.ok ? formData.value : { _decryptionError: DECRYPTION_FAILED },
    tenants: { name: tenantName ?? 'Unbekannt' },
    assignee_name: assigneeName,
  };
}
