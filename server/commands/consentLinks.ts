// The patient's way to the signing page (issue 30): a random token, of which only the SHA-256 is stored
// (consent_links.token_hash). One link is made with the request (answered to the reception), one with each
// confirmation mail. A link works for 7 days and until every document of its request is answered (used_at).
// What a link opens: its request's consents with their versions, in the order the documents were made.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ConsentContent } from '../../common/consent/content.ts';
import { RECEPTION_PATHS } from '../../common/reception/receptionPaths.ts';
import { consentSigningTexts } from '../../common/texts/consentSigning.ts';
import type { PatientLanguage } from '../../common/texts/patient/languages.ts';
import type { Db } from '../db/connect.ts';
import { consentLinks } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { type ConsentRow, requestConsentRows } from '../services/consent/consentRows.ts';
import { consentDocumentSha256 } from '../services/consent/documentHash.ts';
import { openConsentContent } from '../services/consent/seal.ts';
import type { CryptoService } from '../services/crypto.ts';

export const CONSENT_LINK_DAYS = 7;

/** Unknown, expired and used links answer alike. */
export const consentLinkInvalid = () =>
  new AppError('CONSENT_LINK_INVALID', 404, consentSigningTexts.errors.linkInvalid);

/** 32 random bytes, base64url (43 characters). */
export const newConsentToken = () => randomBytes(32).toString('base64url');

export const hashConsentToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The signing page (web). The token goes after `#`: browsers never send it, so no server log sees it. */
export const consentSigningUrl = (
  publicUrl: string,
  link: { tenantSlug: string; language: PatientLanguage; token: string },
) =>
  `${publicUrl}${RECEPTION_PATHS.signing}?${new URLSearchParams({ tenant: link.tenantSlug, lang: link.language })}` +
  `#t=${link.token}`;

/**
 * A new link for a request that still has pending consents (the confirmation mail's); null when none is
 * pending, so no link is made for nothing. The token is returned once and stored nowhere.
 */
export async function issueConsentLink(
  db: Db,
  submission: { id: string; tenantId: string },
): Promise<string | null> {
  const token = newConsentToken();
  const { rows } = await db.execute(sql`
    insert into consent_links (tenant_id, submission_id, token_hash, expires_at)
    select ${submission.tenantId}::uuid, ${submission.id}::uuid, ${hashConsentToken(token)},
      now() + make_interval(days => ${CONSENT_LINK_DAYS})
    where exists (
      select 1 from submission_consents
      where submission_id = ${submission.id}::uuid and status = 'pending'
    )
    returning id`);
  return rows.length ? token : null;
}

export type ConsentLink = { id: string; tenantId: string; submissionId: string };

/** The link a token opens, or CONSENT_LINK_INVALID (unknown, expired or used). */
export async function findConsentLink(db: Db, token: string): Promise<ConsentLink> {
  const [link] = await db
    .select({ id: consentLinks.id, tenantId: consentLinks.tenantId, submissionId: consentLinks.submissionId })
    .from(consentLinks)
    .where(
      and(
        eq(consentLinks.tokenHash, hashConsentToken(token)),
        isNull(consentLinks.usedAt),
        gt(consentLinks.expiresAt, sql`now()`),
      ),
    );
  if (!link) throw consentLinkInvalid();
  return link;
}

/** The link's consents (or the one named), with their versions, in the order they were asked for. */
export const linkConsents = (db: Db, link: ConsentLink, consentId?: string) =>
  requestConsentRows(db, { id: link.submissionId, tenantId: link.tenantId }, consentId);

export type LinkConsent = ConsentRow;

/**
 * The version's text, checked against the hash a signature will name: a patient never reads (or signs) a
 * text that differs from what was published. A mismatch is our failure (500, ids only in the log).
 */
export async function openVerifiedContent(crypto: CryptoService, row: LinkConsent): Promise<ConsentContent> {
  const { documentId, version, contentSha256 } = row.version;
  const content = await openConsentContent(crypto, row.tenantId, row.version.content);
  if (!content || consentDocumentSha256(documentId, version, content) !== contentSha256)
    throw new Error(`consent version ${row.versionId} cannot be opened or does not match its hash`);
  return content;
}
