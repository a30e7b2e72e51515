// The patient's answer to one consent document (issue 30): signed (drawn on the pad, or the typed name as the
// keyboard's alternative) or declined when optional. The evidence (version and its hash, the name as entered,
// the drawing, the server's time, the keyed address hash, user agent, language read) is sealed
// (services/consent/seal.ts) and written by one conditional UPDATE, so two tabs cannot both answer. The last
// answer ends the request's links.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { consentSignBodySchema } from '../../common/consent/api.ts';
import { consentTextFor } from '../../common/consent/content.ts';
import { type ConsentEvidence, SIGNATURE_IMAGE_MAX_BYTES } from '../../common/consent/evidence.ts';
import { consentSigningTexts } from '../../common/texts/consentSigning.ts';
import type { Db } from '../db/connect.ts';
import { consentLinks, submissionConsents } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { audit } from '../services/audit.ts';
import { sealEvidence } from '../services/consent/seal.ts';
import type { CryptoService } from '../services/crypto.ts';
import { isWellFormedPng } from '../services/fileStructure/png.ts';
import type { KeyedHasher } from '../services/ipHash.ts';
import { enqueueWebhookEventInTx } from '../services/webhooks/enqueueWebhookEvent.ts';
import { findConsentLink, linkConsents, openVerifiedContent } from './consentLinks.ts';

const T = consentSigningTexts.errors;

export const consentSigningErrors = {
  documentNotFound: () => new AppError('NOT_FOUND', 404, T.documentNotFound),
  alreadyAnswered: () => new AppError('CONSENT_ALREADY_ANSWERED', 409, T.alreadyAnswered),
  required: () => new AppError('CONSENT_REQUIRED', 400, T.required),
  signatureInvalid: () => new AppError('CONSENT_SIGNATURE_INVALID', 400, T.signatureInvalid),
};

/** A pad's drawing: wide enough to hold strokes, never a poster. */
const SIGNATURE_WIDTH = { min: 50, max: 4000 };
const SIGNATURE_HEIGHT = { min: 30, max: 2000 };
const USER_AGENT_MAX = 500;

/** The data URL holds a PNG a viewer can open, of a pad's size. */
function isSignaturePng(dataUrl: string): boolean {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > SIGNATURE_IMAGE_MAX_BYTES || !isWellFormedPng(bytes)) return false;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  return (
    width >= SIGNATURE_WIDTH.min &&
    width <= SIGNATURE_WIDTH.max &&
    height >= SIGNATURE_HEIGHT.min &&
    height <= SIGNATURE_HEIGHT.max
  );
}

export type SignConsentDeps = { db: Db; crypto: CryptoService; keyedHash: KeyedHasher; queue: JobQueue };

export type SignConsentInput = z.infer<typeof consentSignBodySchema> & {
  /** Keyed hash of the client address (deps.ipHash), never the address. */
  addressHash: string;
  userAgent: string | undefined;
};

export async function signConsent(deps: SignConsentDeps, input: SignConsentInput) {
  const link = await findConsentLink(deps.db, input.token);
  const [row] = await linkConsents(deps.db, link, input.consent_id);
  if (!row) throw consentSigningErrors.documentNotFound();
  if (row.status !== 'pending') throw consentSigningErrors.alreadyAnswered();
  const signed = input.decision === 'sign';
  if (!signed && row.required) throw consentSigningErrors.required();
  const method = signed ? input.method : null;
  const signatureImage = method === 'drawn' ? input.signature_image : null;
  if (method === 'drawn' && !(signatureImage && isSignaturePng(signatureImage)))
    throw consentSigningErrors.signatureInvalid();

  const content = await openVerifiedContent(deps.crypto, row);
  const text = consentTextFor(content, input.language);
  const status = signed ? 'signed' : 'declined';
  // The server's clock; a JS date holds whole milliseconds, exactly what the column gives back.
  const answeredAt = new Date();
  const evidence: ConsentEvidence = {
    v: 1,
    consentId: row.id,
    submissionId: row.submissionId,
    tenantId: row.tenantId,
    versionId: row.versionId,
    version: row.version.version,
    documentSha256: row.version.contentSha256,
    status,
    name: input.name,
    method,
    signatureImage,
    answeredAt: answeredAt.toISOString(),
    addressHash: input.addressHash,
    userAgent: (input.userAgent ?? '').slice(0, USER_AGENT_MAX),
    language: text.language,
  };
  const sealed = await sealEvidence(deps, evidence);

  const remaining = await deps.db.transaction(async (txAny) => {
    const tx = txAny as Db;
    // One request's answers one after another, so the last of two parallel answers sees the other's.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`consent:${link.submissionId}`}::text, 0))`,
    );
    const [updated] = await tx
      .update(submissionConsents)
      .set({ status, answeredAt, evidence: sealed.evidence, seal: sealed.seal })
      .where(and(eq(submissionConsents.id, row.id), eq(submissionConsents.status, 'pending')))
      .returning({ id: submissionConsents.id });
    if (!updated) throw consentSigningErrors.alreadyAnswered();
    const [pending] = await tx
      .select({ n: count() })
      .from(submissionConsents)
      .where(
        and(eq(submissionConsents.submissionId, row.submissionId), eq(submissionConsents.status, 'pending')),
      );
    // Nothing left to answer: every link of the request ends (the reception's and the mails').
    if (!pending?.n)
      await tx
        .update(consentLinks)
        .set({ usedAt: answeredAt })
        .where(and(eq(consentLinks.submissionId, row.submissionId), isNull(consentLinks.usedAt)));
    await audit(tx, {
      actor: { kind: 'public' },
      action: signed ? 'consent.sign' : 'consent.decline',
      tenantId: row.tenantId,
      target: { type: 'submission', id: row.submissionId },
      details: { consentId: row.id, versionId: row.versionId },
    });
    if (signed)
      await enqueueWebhookEventInTx(deps.queue, tx, {
        tenantId: row.tenantId,
        event: 'consent.signed',
        submissionId: row.submissionId,
      });
    return pending?.n ?? 0;
  });
  return { consent: { ...row, status, answeredAt }, content, remaining };
}
