// An admin starts a consent document for a practice (from scratch or a template) and edits its draft (issue 30).
// The draft is sealed with the practice's key; saving it never touches a published version. The audit names
// the document, never its text.
import { eq, sql } from 'drizzle-orm';
import type { ConsentContent } from '../../common/consent/content.ts';
import type { ConsentTemplateCode } from '../../common/consent/templateCodes.ts';
import { type ConsentDocumentAction, consentDocumentTexts } from '../../common/texts/consentDocuments.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { consentDocuments } from '../db/schema.ts';
import { authorize } from '../policies/policy.ts';
import {
  consentDocumentNotFound,
  findConsentDocument,
  findConsentTenant,
} from '../queries/consentDocuments.ts';
import { audit } from '../services/audit.ts';
import type { CryptoService } from '../services/crypto.ts';

type Deps = { db: Db; crypto: CryptoService };

/** The audit row of a write to a consent document. */
export const consentDocumentAudit = (
  actor: Actor,
  action: ConsentDocumentAction,
  document: { id: string; tenantId: string },
  details?: Record<string, unknown>,
) => ({
  actor: { kind: 'user' as const, id: actor.id },
  action,
  tenantId: document.tenantId,
  target: { type: 'consent_document', id: document.id },
  details,
});

export async function createConsentDocument(
  deps: Deps,
  actor: Actor,
  input: { tenantId: string; template: ConsentTemplateCode | null; content: ConsentContent },
) {
  authorize(
    actor,
    'practice.manage',
    { tenantId: input.tenantId },
    consentDocumentTexts.errors.tenantNotFound,
  );
  const tenantId = await findConsentTenant(deps.db, input.tenantId);
  // Sealed before the transaction: the practice's key may need a read of its own.
  const draft = await deps.crypto.encryptJson(tenantId, input.content);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(consentDocuments)
      .values({ tenantId, draft, template: input.template })
      .returning({ id: consentDocuments.id, tenantId: consentDocuments.tenantId });
    await audit(tx, consentDocumentAudit(actor, 'consent_document.create', row!));
    return row!;
  });
}

export async function updateConsentDraft(deps: Deps, actor: Actor, id: string, content: ConsentContent) {
  const document = await findConsentDocument(deps.db, id);
  authorize(actor, 'practice.manage', document, consentDocumentTexts.errors.documentNotFound);
  const draft = await deps.crypto.encryptJson(document.tenantId, content);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(consentDocuments)
      .set({ draft, updatedAt: sql`now()` })
      .where(eq(consentDocuments.id, id))
      .returning({ id: consentDocuments.id });
    if (!row) throw consentDocumentNotFound();
    await audit(tx, consentDocumentAudit(actor, 'consent_document.update', document));
  });
  return document;
}
