// Archiving a consent document (issue 30): no new request is asked for it; its versions and the signatures
// given stay as they are. Unarchiving asks for it again (with its newest version). Setting what already holds
// changes nothing and records nothing.
import { eq, sql } from 'drizzle-orm';
import { consentDocumentTexts } from '../../common/texts/consentDocuments.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { consentDocuments } from '../db/schema.ts';
import { authorize } from '../policies/policy.ts';
import { consentDocumentNotFound, findConsentDocument } from '../queries/consentDocuments.ts';
import { audit } from '../services/audit.ts';
import { consentDocumentAudit } from './saveConsentDocument.ts';

export async function setConsentDocumentArchived(db: Db, actor: Actor, id: string, archived: boolean) {
  const document = await findConsentDocument(db, id);
  authorize(actor, 'practice.manage', document, consentDocumentTexts.errors.documentNotFound);
  if ((document.archivedAt !== null) === archived) return document;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(consentDocuments)
      .set({ archivedAt: archived ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(consentDocuments.id, id))
      .returning({ id: consentDocuments.id });
    if (!row) throw consentDocumentNotFound();
    const action = archived ? 'consent_document.archive' : 'consent_document.unarchive';
    await audit(tx, consentDocumentAudit(actor, action, document));
  });
  return document;
}
