// A patient's anamnese for their request: the practice must offer it, the address must be neither blocked
// nor over the intake limit; answers validated against the questionnaire, encrypted, one per request, and
// only with the request's single-use anamnese token (commands/anamneseToken.ts).
import { and, eq, gt, sql } from 'drizzle-orm';
import { anamneseAnswersSchema } from '../../common/anamnese/answersSchema.ts';
import { SUBMIT_RATE_WINDOW_MINUTES } from '../../common/intake/limits.ts';
import { parseReceptionConfig } from '../../common/tenantConfig.ts';
import type { Db } from '../db/connect.ts';
import { anamneseSubmissions, formSubmissions } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { audit } from '../services/audit.ts';
import type { CryptoService } from '../services/crypto.ts';
import type { ClientAddress } from '../services/ipHash.ts';
import { enqueueWebhookEventInTx } from '../services/webhooks/enqueueWebhookEvent.ts';
import type { PublicTenantRow } from '../tenants/resolveTenant.ts';
import { anamneseIssueMessage, anamneseIssueText } from './anamneseIssues.ts';
import { ANAMNESE_TOKEN_HOURS, hashAnamneseToken } from './anamneseToken.ts';
import { intakeErrors } from './createSubmission.ts';
import { refuseBlockedAddress } from './ipBlacklist.ts';

const CREATE_ACTION = 'anamnese.create';

export const anamneseErrors = {
  alreadySent: () =>
    new AppError(
      'ANAMNESE_EXISTS',
      409,
      'Für diese Anfrage wurde bereits eine Anamnese übermittelt. Bei Änderungen wenden Sie sich bitte an die Praxis.',
    ),
  /** Unknown request, another practice's, wrong, used or expired token: one answer, so none can be told apart. */
  tokenInvalid: () =>
    new AppError(
      'ANAMNESE_TOKEN_INVALID',
      403,
      'Zu dieser Anfrage kann keine Anamnese (mehr) gesendet werden: Sie wurde bereits übermittelt, oder der Zugang ist abgelaufen. Bitte wenden Sie sich an die Praxis.',
    ),
  disabled: () =>
    new AppError(
      'ANAMNESE_DISABLED',
      403,
      'Diese Praxis nimmt keine Online-Anamnese entgegen. Bitte besprechen Sie Ihre Angaben beim Termin.',
    ),
};

/**
 * The per-address limit of submitForm (SUBMIT_RATE_LIMIT in SUBMIT_RATE_WINDOW_MINUTES), counted over this
 * practice's anamneses from the same address; the advisory lock makes parallel requests of one sender count
 * each other (PostgreSQL).
 */
async function refuseOverLimit(tx: Db, tenantId: string, ipHash: string, limit: number) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`anamnese:${tenantId}:${ipHash}`}, 0))`,
  );
  const recent = await tx
    .select({ id: anamneseSubmissions.id })
    .from(anamneseSubmissions)
    .where(
      and(
        eq(anamneseSubmissions.clientIpHash, ipHash),
        eq(anamneseSubmissions.tenantId, tenantId),
        gt(
          anamneseSubmissions.createdAt,
          sql`now() - make_interval(mins => ${sql.raw(String(SUBMIT_RATE_WINDOW_MINUTES))})`,
        ),
      ),
    )
    .limit(limit);
  if (recent.length >= limit) throw intakeErrors.rateLimited();
}

export async function submitAnamnese(
  db: Db,
  crypto: CryptoService,
  input: {
    tenant: PublicTenantRow;
    originalSubmissionId: string;
    anamneseToken: string;
    answers: Record<string, unknown>;
    completedAt?: string;
    /** The sender (deps.ipHash.address): its per-address key and blacklist keys. */
    client: ClientAddress;
    userAgent: string | undefined;
    rateLimit: number;
  },
  queue: JobQueue,
) {
  const { features } = parseReceptionConfig(input.tenant.config, input.tenant.name);
  if (!features.enableAnamnese) throw anamneseErrors.disabled();
  await refuseBlockedAddress(db, input.client);

  const parsed = anamneseAnswersSchema.safeParse(input.answers, { error: anamneseIssueMessage });
  if (!parsed.success) {
    const issues = parsed.error.issues;
    throw new AppError('INVALID_ANSWERS', 400, anamneseIssueText(issues[0]!), {
      issues: issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
  }

  const encryptedAnswers = await crypto.encryptJson(input.tenant.id, parsed.data);
  return db.transaction(async (tx) => {
    await refuseOverLimit(tx as Db, input.tenant.id, input.client.key, input.rateLimit);
    // Takes the token in one statement: of two parallel posts with it, the second finds the hash gone (on
    // PostgreSQL it waits for the first's row lock, then re-checks the condition). Any later refusal in this
    // transaction rolls the token back, so the patient can send again.
    const [original] = await tx
      .update(formSubmissions)
      .set({ anamneseTokenHash: null, hasAnamnese: true, updatedAt: new Date() })
      .where(
        and(
          eq(formSubmissions.id, input.originalSubmissionId),
          eq(formSubmissions.tenantId, input.tenant.id),
          eq(formSubmissions.anamneseTokenHash, hashAnamneseToken(input.anamneseToken)),
          gt(
            formSubmissions.createdAt,
            sql`now() - make_interval(hours => ${sql.raw(String(ANAMNESE_TOKEN_HOURS))})`,
          ),
        ),
      )
      .returning({ id: formSubmissions.id });
    if (!original) throw anamneseErrors.tokenInvalid();
    const [row] = await tx
      .insert(anamneseSubmissions)
      .values({
        tenantId: input.tenant.id,
        originalSubmissionId: original.id,
        encryptedAnswers,
        completedAt: input.completedAt ? new Date(input.completedAt) : new Date(),
        clientIpHash: input.client.key,
        userAgent: input.userAgent?.slice(0, 500) ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: anamneseSubmissions.id });
    if (!row) throw anamneseErrors.alreadySent();
    await audit(tx as Db, {
      actor: { kind: 'public' },
      action: CREATE_ACTION,
      tenantId: input.tenant.id,
      target: { type: 'submission', id: original.id },
    });
    await enqueueWebhookEventInTx(queue, tx as Db, {
      tenantId: input.tenant.id,
      event: 'anamnese.completed',
      submissionId: original.id,
    });
    return row;
  });
}
