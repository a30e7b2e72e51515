// Consent test data made directly in the database (issue 30), so route tests of one side (staff, signing,
// retention) need not go through the other side's routes: a published document version, a pending consent of a
// request, and a signed one with evidence sealed exactly as the signing command seals it.
import { eq } from 'drizzle-orm';
import type { ConsentContent } from '../../common/consent/content.ts';
import type { ConsentEvidence } from '../../common/consent/evidence.ts';
import { consentDocuments, consentDocumentVersions, submissionConsents } from '../db/schema.ts';
import { consentDocumentSha256 } from '../services/consent/documentHash.ts';
import { sealEvidence } from '../services/consent/seal.ts';
import type { TestContext } from './testContext.ts';

/** A 1×1 transparent PNG, as a data URL: the smallest drawn signature. */
export const TINY_SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const sampleConsentContent = (overrides: Partial<ConsentContent> = {}): ConsentContent => ({
  title: 'Einwilligung in die Datenverarbeitung',
  body: '## Zweck\n\nIch willige ein, dass die Praxis meine Angaben **zur Behandlung** verarbeitet.',
  translations: {},
  requestKinds: ['termin_rezept', 'selbstzahler', 'manuell'],
  required: true,
  ...overrides,
});

/** A document with one published version (its draft equals it). */
export async function publishedConsentDocument(
  ctx: TestContext,
  tenantId: string,
  content: ConsentContent = sampleConsentContent(),
) {
  const sealed = await ctx.crypto.encryptJson(tenantId, content);
  const [document] = await ctx.db.insert(consentDocuments).values({ tenantId, draft: sealed }).returning();
  const contentSha256 = consentDocumentSha256(document!.id, 1, content);
  const [version] = await ctx.db
    .insert(consentDocumentVersions)
    .values({
      documentId: document!.id,
      tenantId,
      version: 1,
      requestKinds: content.requestKinds,
      required: content.required,
      content: sealed,
      contentSha256,
    })
    .returning();
  return { document: document!, version: version!, content };
}

/** A pending consent of a request for a version. */
export async function pendingConsent(
  ctx: TestContext,
  submission: { id: string; tenantId: string },
  versionId: string,
) {
  const [row] = await ctx.db
    .insert(submissionConsents)
    .values({ tenantId: submission.tenantId, submissionId: submission.id, versionId })
    .returning();
  return row!;
}

/** A signed (or declined) consent with evidence sealed as the signing command does. */
export async function answeredConsent(
  ctx: TestContext,
  submission: { id: string; tenantId: string },
  published: Awaited<ReturnType<typeof publishedConsentDocument>>,
  options: { name?: string; status?: 'signed' | 'declined'; method?: 'drawn' | 'typed' } = {},
) {
  const pending = await pendingConsent(ctx, submission, published.version.id);
  const status = options.status ?? 'signed';
  const method = status === 'declined' ? null : (options.method ?? 'drawn');
  const answeredAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  const evidence: ConsentEvidence = {
    v: 1,
    consentId: pending.id,
    submissionId: submission.id,
    tenantId: submission.tenantId,
    versionId: published.version.id,
    version: published.version.version,
    documentSha256: published.version.contentSha256,
    status,
    name: options.name ?? 'Erika Muster',
    method,
    signatureImage: method === 'drawn' ? TINY_SIGNATURE_PNG : null,
    answeredAt: answeredAt.toISOString(),
    addressHash: ctx.ipHash('10.0.0.1'),
    userAgent: 'Mozilla/5.0 (Test)',
    language: 'de',
  };
  const sealed = await sealEvidence(ctx, evidence);
  const [row] = await ctx.db
    .update(submissionConsents)
    .set({ status, answeredAt, evidence: sealed.evidence, seal: sealed.seal })
    .where(eq(submissionConsents.id, pending.id))
    .returning();
  return { consent: row!, evidence, digest: sealed.digest };
}
