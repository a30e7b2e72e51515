// What a patient's data export holds of one request, read once and rendered twice (auskunft.pdf and
// auskunft.json): the detail, the anamnese with every AI summary, the file, the e-mails as far as they concern
// the patient, the practice's internal notes (what staff wrote about the patient is the patient's data), and who
// read the request when, and its consent documents with one signed PDF per answered one (issue 30).
import { desc, eq } from 'drizzle-orm';
import type { StaffConsent } from '../../common/consent/api.ts';
import type {
  AiSummary,
  AnamneseDetail,
  PrescriptionFile,
  SubmissionDetail,
} from '../../common/schemas/submissionDetail.ts';
import type { Translation } from '../../common/schemas/translation.ts';
import { actorKindLabels, readViaLabels } from '../../common/texts/adminAudit.ts';
import { dataExportTexts } from '../../common/texts/dataExport.ts';
import { workflowTexts } from '../../common/texts/workflow.ts';
import type { AppDeps } from '../context.ts';
import { anamneseAiSummaries, type formSubmissions } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { presentAiSummary } from '../presenters/aiSummary.ts';
import { inspectConsent } from '../presenters/consent.ts';
import { loadConsents } from '../queries/submissionConsents.ts';
import { readSubmissionFile } from '../queries/submissionFile.ts';
import { loadNotes } from '../queries/submissionWorkflow.ts';
import { SUBMISSION_READ } from '../services/auditRead.ts';
import { signedConsentPdf } from '../services/pdf/signedConsentPdf.ts';
import { readTranslation } from '../services/translationStore.ts';
import { PATIENT_RECIPIENT_LABEL } from './sendPatientConfirmation.ts';

export const DATA_EXPORT_ACTION = 'submission.data_export';

export type ExportEmail = {
  sentAt: string;
  status: 'sent' | 'failed';
  subject: string;
  recipient: string;
  /** The patient's own mail (shown in full); otherwise a staff notice, named only as "Praxis". */
  toPatient: boolean;
  errorMessage: string | null;
};

export type ExportRead = {
  at: string;
  by: string;
  action: 'read' | 'data_export';
  via: string | null;
  label: string;
};

export type ExportNote = {
  createdAt: string;
  /** The author's name, or "Gelöschter Benutzer". */
  author: string;
  /** null: the sealed text could not be opened. */
  text: string | null;
};

export type ExportFile =
  | (Extract<PrescriptionFile, { kind: 'file' }> & { zipPath: string | null; unreadable: boolean })
  | Exclude<PrescriptionFile, { kind: 'file' }>;

export type ExportConsent = {
  staff: StaffConsent;
  /** The signed PDF of an answered consent (declined ones record the decision); null while pending. */
  pdf: { bytes: Buffer; fileName: string } | null;
  /** Where the PDF lies in the ZIP (set when the ZIP is put together). */
  zipPath: string | null;
};

export type ExportRequest = {
  detail: SubmissionDetail;
  anamnese: AnamneseDetail;
  /** Every summary generated for the anamnese, newest first (anamnese.summary is the first). */
  summaries: AiSummary[];
  file: ExportFile | null;
  fileBytes: Buffer | null;
  emails: ExportEmail[];
  /** The practice's internal notes, oldest first. */
  notes: ExportNote[];
  /** Oldest first. */
  reads: ExportRead[];
  /** The machine translation of the free text staff had made (issue 29); absent or null: none. */
  translation?: Translation | null;
  /** The request's consent documents in the order they were asked for (issue 30); absent: none. */
  consents?: ExportConsent[];
};

type Deps = Pick<AppDeps, 'database' | 'crypto' | 'keyedHash'>;

/**
 * The mails of a request without other recipients' data: the patient's confirmation as logged (its log never
 * names the address), staff notices with date, status and subject only, the recipient replaced by "Praxis"
 * (their error texts may name a staff address, so they are left out).
 */
export function exportEmails(logs: SubmissionDetail['email_logs']): ExportEmail[] {
  return logs.map((log) => {
    const toPatient = log.recipient === PATIENT_RECIPIENT_LABEL;
    return {
      sentAt: log.sent_at,
      status: log.status,
      subject: log.subject,
      recipient: toPatient ? log.recipient : dataExportTexts.practiceRecipient,
      toPatient,
      errorMessage: toPatient ? log.error_message : null,
    };
  });
}

const MAX_READS = 10_000;

/** The audit rows of reads of one submission (its own target, or a list page naming it) and earlier exports. */
async function readsOf(deps: Deps, submission: { id: string; tenantId: string; createdAt: Date }) {
  const { rows } = await deps.database.executeSql(
    `select a.created_at, a.action, a.actor_kind, a.actor_user_id, a.details->>'via' as via, u.full_name
     from audit_log a left join users u on u.id = a.actor_user_id
     where a.tenant_id = $1 and a.created_at >= $2 and a.action = any($3::text[])
       and (a.target_id = $4 or a.details->'ids' @> jsonb_build_array($4::text))
     order by a.created_at, a.id limit ${MAX_READS}`,
    [
      submission.tenantId,
      submission.createdAt.toISOString(),
      [SUBMISSION_READ, DATA_EXPORT_ACTION],
      submission.id,
    ],
  );
  return (
    rows as {
      created_at: Date | string;
      action: string;
      actor_kind: keyof typeof actorKindLabels | 'user';
      via: string | null;
      full_name: string | null;
    }[]
  ).map((row): ExportRead => {
    const exported = row.action === DATA_EXPORT_ACTION;
    const by =
      row.actor_kind === 'user'
        ? (row.full_name ?? actorKindLabels.deletedUser)
        : actorKindLabels[row.actor_kind];
    return {
      at: new Date(row.created_at).toISOString(),
      by,
      action: exported ? 'data_export' : 'read',
      via: exported ? null : row.via,
      label: exported ? dataExportTexts.pdf.reads.export : row.via ? (readViaLabels[row.via] ?? row.via) : '',
    };
  });
}

async function notesOf(deps: Deps, row: { id: string; tenantId: string }): Promise<ExportNote[]> {
  const notes = await loadNotes({ db: deps.database.db, crypto: deps.crypto }, row);
  return notes.map((note) => ({
    createdAt: note.created_at,
    author: note.author?.name ?? workflowTexts.notes.deletedAuthor,
    text: note.text,
  }));
}

async function summariesOf(deps: Deps, tenantId: string, anamnese: AnamneseDetail): Promise<AiSummary[]> {
  if (!anamnese.anamnese) return [];
  const rows = await deps.database.db
    .select()
    .from(anamneseAiSummaries)
    .where(eq(anamneseAiSummaries.anamneseSubmissionId, anamnese.anamnese.id))
    .orderBy(desc(anamneseAiSummaries.createdAt));
  return Promise.all(rows.map((row) => presentAiSummary(deps.crypto, tenantId, row)));
}

async function fileOf(
  deps: Deps,
  row: typeof formSubmissions.$inferSelect,
  meta: PrescriptionFile | null,
): Promise<{ file: ExportFile | null; bytes: Buffer | null }> {
  if (!meta) return { file: null, bytes: null };
  if (meta.kind !== 'file') return { file: meta, bytes: null };
  try {
    const stored = await readSubmissionFile(deps, row);
    return { file: { ...meta, zipPath: null, unreadable: !stored }, bytes: stored?.bytes ?? null };
  } catch (error) {
    // A file that cannot be decrypted is named as unreadable; the rest of the export still stands.
    if (error instanceof AppError) return { file: { ...meta, zipPath: null, unreadable: true }, bytes: null };
    throw error;
  }
}

async function consentsOf(
  deps: Deps,
  row: { id: string; tenantId: string },
  practiceName: string,
): Promise<ExportConsent[]> {
  const rows = await loadConsents(deps.database.db, row);
  const consents: ExportConsent[] = [];
  for (const stored of rows) {
    const consent = await inspectConsent(deps, stored);
    const pdf =
      stored.status === 'pending'
        ? null
        : await signedConsentPdf(consent, { practiceName, generatedAt: new Date() });
    consents.push({
      staff: consent.staff,
      pdf: pdf ? { bytes: pdf.pdf, fileName: pdf.fileName } : null,
      zipPath: null,
    });
  }
  return consents;
}

/** One request of the export; `detail` and `anamnese` come from the detail screen's own loaders. */
export async function loadExportRequest(
  deps: Deps,
  row: typeof formSubmissions.$inferSelect,
  detail: SubmissionDetail,
  anamnese: AnamneseDetail,
): Promise<ExportRequest> {
  const [summaries, file, notes, reads, translation, consents] = await Promise.all([
    summariesOf(deps, row.tenantId, anamnese),
    fileOf(deps, row, detail.prescription_file),
    notesOf(deps, row),
    readsOf(deps, row),
    readTranslation({ db: deps.database.db, crypto: deps.crypto }, row),
    consentsOf(deps, row, detail.tenants.name),
  ]);
  return {
    detail,
    anamnese,
    summaries,
    file: file.file,
    fileBytes: file.bytes,
    emails: exportEmails(detail.email_logs),
    notes,
    reads,
    translation,
    consents,
  };
}
