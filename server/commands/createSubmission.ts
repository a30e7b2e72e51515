// A new submission from a website or the reception: limits, honeypot, validation, then one statement that
// checks the IP blacklist and the per-address rate limit, inserts the encrypted row and its audit entry.
// One round trip keeps intake fast (bench/ingest); the scoring job is enqueued after.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { formDataSizeProblem, validateFormData } from '../../common/intake/formDataRules.ts';
import { canonicalFormType } from '../../common/intake/formTypes.ts';
import {
  HONEYPOT_FIELDS,
  SUBMIT_RATE_WINDOW_MINUTES,
  UPLOAD_TOKEN_MINUTES,
} from '../../common/intake/limits.ts';
import type { Db } from '../db/connect.ts';
import { AppError, errors } from '../errors.ts';
import { scoreSubmissionJob } from '../jobs/definitions/scoreSubmission.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { AuditEntry } from '../services/audit.ts';
import type { CryptoService } from '../services/crypto.ts';
import type { PublicTenantRow } from '../tenants/resolveTenant.ts';

export const HONEYPOT_REASON = 'Honeypot-Feld ausgefüllt';

export const intakeErrors = {
  ipBlocked: () =>
    new AppError(
      'IP_BLOCKED',
      403,
      'Ihre Anfrage wurde aus Sicherheitsgründen abgelehnt. Bitte wenden Sie sich telefonisch an die Praxis.',
    ),
  rateLimited: () =>
    new AppError(
      'RATE_LIMITED',
      429,
      `Von Ihrer Adresse kamen zu viele Anfragen. Bitte versuchen Sie es in ${SUBMIT_RATE_WINDOW_MINUTES} Minuten erneut.`,
    ),
  tenantNotFound: () =>
    new AppError('TENANT_NOT_FOUND', 404, 'Praxis nicht gefunden. Bitte prüfen Sie die tenantId.'),
};

export type CreateSubmissionDeps = { db: Db; crypto: CryptoService; queue: JobQueue; rateLimit: number };

export type CreateSubmissionInput = {
  tenant: PublicTenantRow;
  formData: Record<string, unknown>;
  ipHash: string;
  userAgent: string | undefined;
  actor: AuditEntry['actor'];
};

export const hashUploadToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSubmission(deps: CreateSubmissionDeps, input: CreateSubmissionInput) {
  const sizeProblem = formDataSizeProblem(input.formData);
  if (sizeProblem) throw new AppError('FORM_TOO_LARGE', 400, sizeProblem);

  const honeypot = HONEYPOT_FIELDS.some((field) => String(input.formData[field] ?? '').trim() !== '');
  const formData = Object.fromEntries(
    Object.entries(input.formData).filter(([key]) => !(HONEYPOT_FIELDS as readonly string[]).includes(key)),
  );
  if (!honeypot) {
    const businessType = input.tenant.config.businessType === 'non-medical' ? 'non-medical' : 'medical';
    const fieldErrors = validateFormData(formData, businessType);
    const first = Object.values(fieldErrors)[0];
    if (first) throw errors.badRequest(first, { fields: fieldErrors });
  }

  const uploadToken = randomBytes(24).toString('base64url');
  const encrypted = await deps.crypto.encryptJson(input.tenant.id, formData);
  const spam = honeypot
    ? {
        isSpam: true,
        score: 100,
        confidence: 1,
        reasons: JSON.stringify([HONEYPOT_REASON]),
        status: 'completed',
      }
    : { isSpam: false, score: null, confidence: null, reasons: null, status: 'pending' };
  const actorUserId = input.actor.kind === 'user' ? input.actor.id : null;

  let result: { id: string | null; blocked: boolean; recent: number };
  try {
    const { rows } = await deps.db.execute<{ id: string | null; blocked: boolean; recent: number }>(sql`
      with blocked as (select 1 from ip_blacklist where ip_hash = ${input.ipHash}),
      recent as (
        select count(*)::int as n from (
          select 1 from form_submissions
          where client_ip_hash = ${input.ipHash} and tenant_id = ${input.tenant.id}
            and created_at > now() - make_interval(mins => ${SUBMIT_RATE_WINDOW_MINUTES})
          limit ${deps.rateLimit}
        ) r
      ),
      inserted as (
        insert into form_submissions (tenant_id, form_type, form_data, is_spam, spam_score, spam_confidence,
          spam_reasons, quarantine_status, client_ip_hash, user_agent, upload_token_hash, upload_token_expires_at)
        select ${input.tenant.id}, ${canonicalFormType(formData.type)}, ${encrypted}, ${spam.isSpam}, ${spam.score},
          ${spam.confidence}, ${spam.reasons}::jsonb, ${spam.status}, ${input.ipHash}, ${input.userAgent?.slice(0, 500) ?? null},
          ${hashUploadToken(uploadToken)}, now() + make_interval(mins => ${UPLOAD_TOKEN_MINUTES})
        where not exists (select 1 from blocked) and (select n from recent) < ${deps.rateLimit}
        returning id, tenant_id
      ),
      audited as (
        insert into audit_log (actor_kind, actor_user_id, action, tenant_id, target_type, target_id, details)
        select ${input.actor.kind}, ${actorUserId}, 'submission.create', tenant_id, 'submission', id::text,
          ${JSON.stringify({ honeypot })}::jsonb
        from inserted
      )
      select (select id from inserted) as id, exists (select 1 from blocked) as blocked, (select n from recent) as recent
    `);
    result = rows[0]!;
  } catch (error) {
    // The tenant was deleted after it was looked up.
    if ((error as { code?: string }).code === '23503') throw intakeErrors.tenantNotFound();
    throw error;
  }
  if (result.blocked) throw intakeErrors.ipBlocked();
  if (!result.id) throw intakeErrors.rateLimited();

  if (!honeypot) await deps.queue.enqueue(scoreSubmissionJob, { submissionId: result.id });
  return { id: result.id, uploadToken, honeypot };
}
