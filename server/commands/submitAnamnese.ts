// A patient's anamnese for their request: validated against the questionnaire, encrypted, one per request.
import { and, eq } from 'drizzle-orm';
import { anamneseAnswersSchema } from '../../common/anamnese/answersSchema.ts';
import type { Db } from '../db/connect.ts';
import { anamneseSubmissions, formSubmissions, ipBlacklist } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { audit } from '../services/audit.ts';
import type { CryptoService } from '../services/crypto.ts';
import type { PublicTenantRow } from '../tenants/resolveTenant.ts';
import { intakeErrors } from './createSubmission.ts';

const alreadySent = () =>
  new AppError(
    'ANAMNESE_EXISTS',
    409,
    'Für diese Anfrage wurde bereits eine Anamnese übermittelt. Bei Änderungen wenden Sie sich bitte an die Praxis.',
  );

export async function submitAnamnese(
  db: Db,
  crypto: CryptoService,
  input: {
    tenant: PublicTenantRow;
    originalSubmissionId: string;
    answers: Record<string, unknown>;
    completedAt?: string;
    ipHash: string;
  },
) {
  const [blocked] = await db.select().from(ipBlacklist).where(eq(ipBlacklist.ipHash, input.ipHash));
  if (blocked) throw intakeErrors.ipBlocked();

  const parsed = anamneseAnswersSchema.safeParse(input.answers);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const question =
      issue.path[0] ?? (issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : 'answers');
    const message = issue.code === 'unrecognized_keys' ? 'Unbekannte Frage' : issue.message;
    throw new AppError(
      'INVALID_ANSWERS',
      400,
      `Ungültige Anamnese-Antwort (${String(question)}): ${message}`,
      {
        issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      },
    );
  }

  const [original] = await db
    .select({ id: formSubmissions.id, hasAnamnese: formSubmissions.hasAnamnese })
    .from(formSubmissions)
    .where(
      and(eq(formSubmissions.id, input.originalSubmissionId), eq(formSubmissions.tenantId, input.tenant.id)),
    );
  if (!original) {
    throw new AppError('SUBMISSION_NOT_FOUND', 404, 'Die Anfrage zu dieser Anamnese wurde nicht gefunden.');
  }
  if (original.hasAnamnese) throw alreadySent();

  const encryptedAnswers = await crypto.encryptJson(input.tenant.id, parsed.data);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(anamneseSubmissions)
      .values({
        tenantId: input.tenant.id,
        originalSubmissionId: original.id,
        encryptedAnswers,
        completedAt: input.completedAt ? new Date(input.completedAt) : new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: anamneseSubmissions.id });
    if (!row) throw alreadySent();
    await tx
      .update(formSubmissions)
      .set({ hasAnamnese: true, updatedAt: new Date() })
      .where(eq(formSubmissions.id, original.id));
    await audit(tx as Db, {
      actor: { kind: 'public' },
      action: 'anamnese.create',
      tenantId: input.tenant.id,
      target: { type: 'submission', id: original.id },
    });
    return row;
  });
}
