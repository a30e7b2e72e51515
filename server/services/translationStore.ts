// The stored machine translation of a request (submission_translations): its fields sealed with the practice's
// key like the form data, the model and the time in the clear (they say nothing about the patient).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Translation } from '../../common/schemas/translation.ts';
import type { Db } from '../db/connect.ts';
import { submissionTranslations } from '../db/schema.ts';
import type { CryptoService } from './crypto.ts';

type Deps = { db: Db; crypto: CryptoService };
type Submission = { id: string; tenantId: string };

const sealedContent = z.object({ fields: z.record(z.string(), z.string()) });

/** The request's translation; null when there is none, or it cannot be opened (then it is made anew). */
export async function readTranslation(deps: Deps, submission: Submission): Promise<Translation | null> {
  const [row] = await deps.db
    .select()
    .from(submissionTranslations)
    .where(eq(submissionTranslations.submissionId, submission.id));
  if (!row || row.tenantId !== submission.tenantId) return null;
  const opened = await deps.crypto.decryptJson<unknown>(submission.tenantId, row.content);
  const content = opened.ok ? sealedContent.safeParse(opened.value) : null;
  if (!content?.success) return null;
  return { fields: content.data.fields, model: row.model, created_at: row.createdAt.toISOString() };
}

/** Stores (or replaces) the request's translation, sealed. */
export async function saveTranslation(
  deps: Deps,
  submission: Submission,
  translation: { fields: Record<string, string>; model: string },
): Promise<Translation> {
  const content = await deps.crypto.encryptJson(submission.tenantId, { fields: translation.fields });
  const values = { content, model: translation.model, createdAt: new Date() };
  const [row] = await deps.db
    .insert(submissionTranslations)
    .values({ submissionId: submission.id, tenantId: submission.tenantId, ...values })
    .onConflictDoUpdate({ target: submissionTranslations.submissionId, set: values })
    .returning({ createdAt: submissionTranslations.createdAt });
  return { fields: translation.fields, model: translation.model, created_at: row!.createdAt.toISOString() };
}
