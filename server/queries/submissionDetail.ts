// One submission as the detail screen needs it, and its anamnese with the latest AI summary. Both read only
// within the actor's tenants: another practice's id looks exactly like an unknown one (spec 001 §8).
// The magic-link view reads one submission by id (loadSubmissionDetailById) through the same field list.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PracticeAction } from '../../common/practiceRoles.ts';
import type { AnamneseDetail, SubmissionDetail } from '../../common/schemas/submissionDetail.ts';
import type { Actor } from '../auth/actor.ts';
import type { AppDeps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import {
  anamneseAiSummaries,
  anamneseSubmissions,
  emailLogs,
  formSubmissions,
  tenantSettings,
} from '../db/schema.ts';
import { errors } from '../errors.ts';
import { authorize, can } from '../policies/policy.ts';
import { tenantScope } from '../policies/tenantScope.ts';
import { presentAiSummary } from '../presenters/aiSummary.ts';
import { presentGeneratedText } from '../presenters/generatedText.ts';
import { readPrescriptionFile } from '../presenters/prescriptionFile.ts';
import { submissionFlags } from '../presenters/submissionCard.ts';
import { openReasons } from '../services/spam/sealedReasons.ts';
import { presentRetention } from './retentionPeriods.ts';

export const SUBMISSION_NOT_FOUND = 'Formular-Einreichung nicht gefunden.';
export const submissionNotFound = () => errors.notFound(SUBMISSION_NOT_FOUND);

/**
 * The submission row within the actor's tenants, or the spec's 404; 403 when the actor's role in its practice
 * does not allow `action` (issue 44: the clinical part, exports).
 */
export async function findOwnSubmission(
  db: Db,
  actor: Actor,
  id: string,
  action: SubmissionAction = 'submission.read',
) {
  const [row] = await db
    .select({ submission: formSubmissions, tenantName: tenantSettings.name })
    .from(formSubmissions)
    .innerJoin(tenantSettings, eq(tenantSettings.id, formSubmissions.tenantId))
    .where(and(eq(formSubmissions.id, id), tenantScope(actor, formSubmissions.tenantId)));
  if (!row) throw submissionNotFound();
  authorize(actor, 'submission.read', { tenantId: row.submission.tenantId }, SUBMISSION_NOT_FOUND);
  if (action !== 'submission.read') authorize(actor, action, { tenantId: row.submission.tenantId });
  return row;
}

/** What may be asked of one submission beyond reading it. */
type SubmissionAction = Extract<
  PracticeAction,
  'submission.read' | 'submission.readClinical' | 'submission.export' | 'submission.update'
>;

export async function loadSubmissionDetail(
  deps: Pick<AppDeps, 'database' | 'crypto'>,
  actor: Actor,
  id: string,
): Promise<SubmissionDetail> {
  const { submission, tenantName } = await findOwnSubmission(deps.database.db, actor, id);
  const detail = await presentSubmissionDetail(deps, submission, tenantName);
  return {
    ...detail,
    // The Fließtext is written from the anamnese: only for those who may read it (issue 44).
    generated_text: can(actor, 'submission.readClinical', { tenantId: submission.tenantId })
      ? detail.generated_text
      : null,
    // Staff only: the magic-link view neither shows nor needs when it is deleted or why it is held.
    retention: await presentRetention({ db: deps.database.db, crypto: deps.crypto }, submission),
  };
}

/**
 * One submission by id alone, for whoever holds a verified magic link or its grant (the caller has checked
 * that right); null when it does not exist. Same shape as the staff detail.
 */
export async function loadSubmissionDetailById(
  deps: Pick<AppDeps, 'database' | 'crypto'>,
  id: string,
): Promise<SubmissionDetail | null> {
  const row = await findSubmissionById(deps.database.db, id);
  return row ? presentSubmissionDetail(deps, row.submission, row.tenantName) : null;
}

/** The submission row and its practice's name, without any tenant filter: only for the magic-link grant. */
export async function findSubmissionById(db: Db, id: string) {
  const [row] = await db
    .select({ submission: formSubmissions, tenantName: tenantSettings.name })
    .from(formSubmissions)
    .innerJoin(tenantSettings, eq(tenantSettings.id, formSubmissions.tenantId))
    .where(eq(formSubmissions.id, id));
  return row ?? null;
}

/** The one field list of the detail (staff screen and magic-link view alike). */
async function presentSubmissionDetail(
  deps: Pick<AppDeps, 'database' | 'crypto'>,
  row: typeof formSubmissions.$inferSelect,
  tenantName: string,
): Promise<SubmissionDetail> {
  const logs = await deps.database.db
    .select()
    .from(emailLogs)
    .where(eq(emailLogs.submissionId, row.id))
    .orderBy(desc(emailLogs.sentAt), desc(emailLogs.createdAt));
  const formData = await deps.crypto.decryptJson<Record<string, unknown>>(row.tenantId, row.formData);
  return {
    ...submissionFlags({
      ...row,
      spamReasons: await openReasons(deps.crypto, row.tenantId, row.spamReasons),
    }),
    tenant_id: row.tenantId,
    tenants: { name: tenantName },
    form_data: formData.ok ? formData.value : null,
    ai_classified: row.aiClassified,
    patient_language: row.patientLanguage,
    prescription_file: await readPrescriptionFile(deps.crypto, row.tenantId, row.prescriptionEncryptedUrl),
    generated_text: await presentGeneratedText(deps.crypto, row.tenantId, row.generatedText),
    email_logs: logs.map((log) => ({
      id: log.id,
      recipient: log.recipient,
      subject: log.subject,
      status: log.status,
      sent_at: log.sentAt.toISOString(),
      created_at: log.createdAt.toISOString(),
      error_message: log.errorMessage,
    })),
  };
}

/**
 * Spec 001 §6: the current tenant is set for the request before anamnese data is read, so database-side
 * policies can rely on it. Our own tenant filter does not depend on it, so a failure is tolerated.
 */
async function setCurrentTenant(tx: Db, tenantId: string, warn: (message: string) => void) {
  try {
    await tx.transaction((sp) => sp.execute(sql`select set_config('app.current_tenant', ${tenantId}, true)`));
  } catch {
    warn('set_config(app.current_tenant) fehlgeschlagen; Anamnese wird ohne gesetzten Mandanten gelesen');
  }
}

/** The anamnese of a submission already checked to be the actor's (findOwnSubmission). */
export async function readAnamnese(
  deps: Pick<AppDeps, 'database' | 'crypto'>,
  submission: { id: string; tenantId: string },
  warn: (message: string) => void = () => {},
): Promise<AnamneseDetail> {
  const { db } = deps.database;
  const tenantId = submission.tenantId;
  const { anamnese, summary } = await db.transaction(async (tx) => {
    await setCurrentTenant(tx as unknown as Db, tenantId, warn);
    const [anamnese] = await tx
      .select()
      .from(anamneseSubmissions)
      .where(
        and(
          eq(anamneseSubmissions.originalSubmissionId, submission.id),
          eq(anamneseSubmissions.tenantId, tenantId),
        ),
      );
    if (!anamnese) return { anamnese: null, summary: null };
    const [summary] = await tx
      .select()
      .from(anamneseAiSummaries)
      .where(eq(anamneseAiSummaries.anamneseSubmissionId, anamnese.id))
      .orderBy(desc(anamneseAiSummaries.createdAt))
      .limit(1);
    return { anamnese, summary: summary ?? null };
  });
  if (!anamnese) return { anamnese: null, summary: null };
  const answers = await deps.crypto.decryptJson<Record<string, unknown>>(tenantId, anamnese.encryptedAnswers);
  return {
    anamnese: {
      id: anamnese.id,
      original_submission_id: anamnese.originalSubmissionId,
      completed_at: anamnese.completedAt.toISOString(),
      answers: answers.ok ? answers.value : null,
    },
    summary: summary ? await presentAiSummary(deps.crypto, tenantId, summary) : null,
  };
}
