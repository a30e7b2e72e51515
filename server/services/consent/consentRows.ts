// A request's consents as stored, each with the version it names (what checkConsent needs) and the name of the
// staff member who recorded a revocation: one reading for the patient's signing page and the staff's screens.
// The practice is named in the filter beside the request, so a row can never cross practices.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { consentDocuments, consentDocumentVersions, submissionConsents, users } from '../../db/schema.ts';
import type { StoredConsent } from './seal.ts';

export type ConsentRow = StoredConsent & {
  required: boolean;
  revokedOn: string | null;
  /** Sealed { note } staff wrote with the revocation. */
  revocation: string | null;
  revokedAt: Date | null;
  /** The recording staff member's name; null when the account is gone (or nobody recorded one). */
  revokedByName: string | null;
};

/** The request's consents in the order they were asked for, or only the one named. */
export async function requestConsentRows(
  db: Db,
  submission: { id: string; tenantId: string },
  consentId?: string,
): Promise<ConsentRow[]> {
  const c = submissionConsents;
  const v = consentDocumentVersions;
  const rows = await db
    .select({
      consent: c,
      version: {
        documentId: v.documentId,
        version: v.version,
        content: v.content,
        contentSha256: v.contentSha256,
        required: v.required,
      },
      revokedByName: users.fullName,
    })
    .from(c)
    .innerJoin(v, eq(v.id, c.versionId))
    .innerJoin(consentDocuments, eq(consentDocuments.id, v.documentId))
    .leftJoin(users, eq(users.id, c.revokedBy))
    .where(
      and(
        eq(c.submissionId, submission.id),
        eq(c.tenantId, submission.tenantId),
        consentId ? eq(c.id, consentId) : undefined,
      ),
    )
    // The rows of one request are written in one transaction (one created_at): the documents' own order decides.
    .orderBy(asc(c.createdAt), asc(consentDocuments.createdAt), asc(v.version), asc(c.id));
  return rows.map(({ consent, version, revokedByName }) => ({
    id: consent.id,
    tenantId: consent.tenantId,
    submissionId: consent.submissionId,
    versionId: consent.versionId,
    status: consent.status,
    answeredAt: consent.answeredAt,
    evidence: consent.evidence,
    seal: consent.seal,
    version: {
      documentId: version.documentId,
      version: version.version,
      content: version.content,
      contentSha256: version.contentSha256,
    },
    required: version.required,
    revokedOn: consent.revokedOn,
    revocation: consent.revocation,
    revokedAt: consent.revokedAt,
    revokedByName: consent.revokedBy ? revokedByName : null,
  }));
}
