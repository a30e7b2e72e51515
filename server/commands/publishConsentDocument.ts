// Publishing a consent document (issue 30): the draft becomes version n+1, sealed with the practice's key and
// named by its SHA-256 (over document id, version and canonical content), and is never changed again; a patient
// signs exactly that. Nothing new (the draft says what the newest version says) is refused, as is an archived
// document.
import { desc, eq } from 'drizzle-orm';
import { consentDocumentTexts } from '../../common/texts/consentDocuments.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { consentDocuments, consentDocumentVersions } from '../db/schema.ts';
import { AppError, errors } from '../errors.ts';
import { authorize } from '../policies/policy.ts';
import { draftDiffers } from '../presenters/consentDocument.ts';
import { consentDocumentNotFound, findConsentDocument, openContent } from '../queries/consentDocuments.ts';
import { audit } from '../services/audit.ts';
import { consentDocumentSha256 } from '../services/consent/documentHash.ts';
import { openConsentContent } from '../services/consent/seal.ts';
import type { CryptoService } from '../services/crypto.ts';
import { consentDocumentAudit } from './saveConsentDocument.ts';

const { errors: texts } = consentDocumentTexts;

export const nothingToPublish = () => new AppError('CONSENT_NOTHING_TO_PUBLISH', 409, texts.nothingToPublish);

export async function publishConsentDocument(
  deps: { db: Db; crypto: CryptoService },
  actor: Actor,
  id: string,
) {
  const document = await findConsentDocument(deps.db, id);
  authorize(actor, 'practice.manage', document, consentDocumentTexts.errors.documentNotFound);
  if (document.archivedAt) throw errors.conflict(texts.archived);
  const draft = await openContent(deps.crypto, document.tenantId, document.draft);
  const newest = await newestVersion(deps.db, id);
  if (newest) {
    // An unreadable newest version counts as different: publishing makes a readable one.
    const published = await openConsentContent(deps.crypto, document.tenantId, newest.content);
    if (!draftDiffers(draft, published)) throw nothingToPublish();
  }

  const version = (newest?.version ?? 0) + 1;
  // Sealed and hashed before the transaction (the practice's key may need a read of its own). The hash is over
  // the content exactly as sealed, so checking a signature later recomputes the same value.
  const content = await deps.crypto.encryptJson(document.tenantId, draft);
  const contentSha256 = consentDocumentSha256(id, version, draft);
  await deps.db.transaction(async (tx) => {
    // The document's row is locked: what was read above is still what is published, and two admins
    // publishing at once never take one number.
    const [locked] = await tx
      .select({ draft: consentDocuments.draft, archivedAt: consentDocuments.archivedAt })
      .from(consentDocuments)
      .where(eq(consentDocuments.id, id))
      .for('update');
    if (!locked) throw consentDocumentNotFound();
    if (locked.archivedAt) throw errors.conflict(texts.archived);
    const stillNewest = (await newestVersion(tx, id))?.version ?? 0;
    if (locked.draft !== document.draft || stillNewest !== version - 1)
      throw errors.conflict(texts.changedMeanwhile);
    await tx.insert(consentDocumentVersions).values({
      documentId: id,
      tenantId: document.tenantId,
      version,
      requestKinds: draft.requestKinds,
      required: draft.required,
      content,
      contentSha256,
      publishedBy: actor.id,
    });
    await audit(tx, consentDocumentAudit(actor, 'consent_document.publish', document, { version }));
  });
  return document;
}

async function newestVersion(db: Db, documentId: string) {
  const [row] = await db
    .select({ version: consentDocumentVersions.version, content: consentDocumentVersions.content })
    .from(consentDocumentVersions)
    .where(eq(consentDocumentVersions.documentId, documentId))
    .orderBy(desc(consentDocumentVersions.version))
    .limit(1);
  return row;
}
