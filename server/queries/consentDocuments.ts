// Reading consent documents for the administration (issue 30): the practice (not one being deleted), its
// documents newest first with their newest version, and one document's versions. Drafts and contents are
// sealed with the practice's key and opened here.
import { and, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { ConsentContent } from '../../common/consent/content.ts';
import { consentDocumentTexts } from '../../common/texts/consentDocuments.ts';
import type { Db } from '../db/connect.ts';
import {
  consentDocuments,
  consentDocumentVersions,
  submissionConsents,
  tenantSettings,
  users,
} from '../db/schema.ts';
import { errors } from '../errors.ts';
import {
  type ConsentDocumentRow,
  presentConsentDocument,
  presentVersionSummary,
} from '../presenters/consentDocument.ts';
import { openConsentContent } from '../services/consent/seal.ts';
import type { CryptoService } from '../services/crypto.ts';

type Reads = { db: Db; crypto: CryptoService };

export const consentTenantNotFound = () => errors.notFound(consentDocumentTexts.errors.tenantNotFound);
export const consentDocumentNotFound = () => errors.notFound(consentDocumentTexts.errors.documentNotFound);

/** A practice being deleted is gone for the administration's documents too. */
const liveTenant = sql`not (${tenantSettings.config} ? 'deletion')`;

/** The practice's id, or 404. */
export async function findConsentTenant(db: Db, tenantId: string): Promise<string> {
  const [tenant] = await db
    .select({ id: tenantSettings.id })
    .from(tenantSettings)
    .where(and(eq(tenantSettings.id, tenantId), liveTenant));
  if (!tenant) throw consentTenantNotFound();
  return tenant.id;
}

/** The document of a live practice, or 404. */
export async function findConsentDocument(db: Db, id: string): Promise<ConsentDocumentRow> {
  const [row] = await db
    .select(getTableColumns(consentDocuments))
    .from(consentDocuments)
    .innerJoin(tenantSettings, eq(tenantSettings.id, consentDocuments.tenantId))
    .where(and(eq(consentDocuments.id, id), liveTenant));
  if (!row) throw consentDocumentNotFound();
  return row;
}

/** Opens sealed content; a draft or version that cannot be opened is a fault of the server, never the admin's. */
export async function openContent(crypto: CryptoService, tenantId: string, sealed: string) {
  const content = await openConsentContent(crypto, tenantId, sealed);
  if (!content) throw new Error('consent document content cannot be opened');
  return content;
}

const summaryColumns = {
  id: consentDocumentVersions.id,
  documentId: consentDocumentVersions.documentId,
  version: consentDocumentVersions.version,
  publishedAt: consentDocumentVersions.publishedAt,
  publishedBy: users.fullName,
  contentSha256: consentDocumentVersions.contentSha256,
  content: consentDocumentVersions.content,
  // Signed or declined consents of this version (the version index of submission_consents).
  answered: sql<number>`(select count(*) from ${submissionConsents}
    where ${submissionConsents.versionId} = ${consentDocumentVersions.id}
      and ${submissionConsents.status} in ('signed', 'declined'))`.mapWith(Number),
};

function selectVersions(db: Db, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(consentDocumentVersions)
    .leftJoin(users, eq(users.id, consentDocumentVersions.publishedBy))
    .where(where);
}

/** The newest version of each of the documents. */
async function newestVersions(db: Db, documentIds: string[]) {
  if (documentIds.length === 0) return new Map<string, Awaited<ReturnType<typeof selectVersions>>[number]>();
  const rows = await selectVersions(
    db,
    and(
      inArray(consentDocumentVersions.documentId, documentIds),
      sql`${consentDocumentVersions.version} = (select max(newest.version) from ${consentDocumentVersions} newest
        where newest.document_id = ${consentDocumentVersions.documentId})`,
    ),
  );
  return new Map(rows.map((row) => [row.documentId, row]));
}

/** A practice's documents (newest first, archived ones included), or just the one named. */
export async function loadConsentDocuments(reads: Reads, tenantId: string, onlyId?: string) {
  const rows = await reads.db
    .select()
    .from(consentDocuments)
    .where(and(eq(consentDocuments.tenantId, tenantId), onlyId ? eq(consentDocuments.id, onlyId) : undefined))
    .orderBy(desc(consentDocuments.createdAt), desc(consentDocuments.id));
  const newest = await newestVersions(
    reads.db,
    rows.map((row) => row.id),
  );
  return Promise.all(
    rows.map(async (row) => {
      const draft = await openContent(reads.crypto, tenantId, row.draft);
      const version = newest.get(row.id);
      // An unreadable version counts as different from the draft: publishing makes a readable one.
      const content: ConsentContent | null = version
        ? await openConsentContent(reads.crypto, tenantId, version.content)
        : null;
      return presentConsentDocument(row, draft, version ? { summary: version, content } : null);
    }),
  );
}

/** One document as the API answers it after a write. */
export async function consentDocumentAnswer(reads: Reads, document: { id: string; tenantId: string }) {
  const [answer] = await loadConsentDocuments(reads, document.tenantId, document.id);
  if (!answer) throw consentDocumentNotFound();
  return answer;
}

/** Every version of a document with its content, newest first. */
export async function loadConsentVersions(reads: Reads, document: ConsentDocumentRow) {
  const rows = await selectVersions(reads.db, eq(consentDocumentVersions.documentId, document.id)).orderBy(
    desc(consentDocumentVersions.version),
  );
  return Promise.all(
    rows.map(async (row) => ({
      ...presentVersionSummary(row),
      content: await openContent(reads.crypto, document.tenantId, row.content),
    })),
  );
}
