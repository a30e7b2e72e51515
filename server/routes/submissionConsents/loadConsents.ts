// A request's consents as stored, each with the version it names (what checkConsent needs) and the name of the
// staff member who recorded a revocation. Read only for a request already found within the actor's practices
// (findOwnSubmission); the practice is named in the filter again, so a row can never cross practices.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { consentPdfTexts } from '../../../common/texts/consentPdf.ts';
import type { Db } from '../../db/connect.ts';
import { consentDocuments, consentDocumentVersions, submissionConsents, users } from '../../db/schema.ts';
import { AppError, errors } from '../../errors.ts';
import type { StoredConsent } from '../../services/consent/seal.ts';

export type ConsentRow = StoredConsent & {
  required: boolean;
  revokedOn: string | null;
  /** Sealed { note } staff wrote with the revocation. */
  revocation: string | null;
  revokedAt: Date | null;
  /** The recording staff member's name; null when the account is gone (or nobody recorded one). */
  revokedByName: string | null;
};

type Submission = { id: string; tenantId: string };

const E = consentPdfTexts.errors;
export const consentNotFound = () => errors.notFound(E.notFound);
export const consentErrors = {
  /** Revoking anything but a signature; the PDF of a consent not yet answered. */
  notSigned: (message: string = E.notSigned) => new AppError('CONSENT_NOT_SIGNED', 409, message),
  alreadyRevoked: () => new AppError('CONSENT_ALREADY_REVOKED', 409, E.alreadyRevoked),
  /** A revocation day the calendar rules out: a bad body like any other, with the field named. */
  revokedOn: (message: string) =>
    new AppError('VALIDATION_ERROR', 400, message, [{ path: '/revoked_on', message }]),
};

async function select(db: Db, submission: Submission, extra?: SQL): Promise<ConsentRow[]> {
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
    .where(and(eq(c.submissionId, submission.id), eq(c.tenantId, submission.tenantId), extra))
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

/** Every consent of the request, in the order they were asked for. */
export const loadConsents = (db: Db, submission: Submission) => select(db, submission);

/** One consent of the request; another request's or practice's id answers 404 like an unknown one. */
export async function loadConsent(db: Db, submission: Submission, consentId: string): Promise<ConsentRow> {
  const [row] = await select(db, submission, eq(submissionConsents.id, consentId));
  if (!row) throw consentNotFound();
  return row;
}
