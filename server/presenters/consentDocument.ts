// A consent document as the administration's API answers it (common/consent/api.ts): explicit fields, the
// draft and the newest version opened, and whether publishing would make a new version.
import type { ConsentDocument } from '../../common/consent/api.ts';
import type { ConsentContent } from '../../common/consent/content.ts';
import { CONSENT_TEMPLATE_CODES, type ConsentTemplateCode } from '../../common/consent/templateCodes.ts';
import type { consentDocuments } from '../db/schema.ts';
import { canonicalJson } from '../services/consent/canonicalJson.ts';

export type ConsentDocumentRow = typeof consentDocuments.$inferSelect;

/** A version as its summary shows it; `publishedBy` is the admin's name (null once the account is gone). */
export type VersionSummaryRow = {
  id: string;
  version: number;
  publishedAt: Date;
  publishedBy: string | null;
  contentSha256: string;
  answered: number;
};

export const presentVersionSummary = (row: VersionSummaryRow) => ({
  id: row.id,
  version: row.version,
  published_at: row.publishedAt.toISOString(),
  published_by: row.publishedBy,
  content_sha256: row.contentSha256,
  answered: row.answered,
});

/** The draft says something else than the newest version (or nothing was published yet, or it is unreadable). */
export const draftDiffers = (draft: ConsentContent, published: ConsentContent | null) =>
  published === null || canonicalJson(draft) !== canonicalJson(published);

const templateCode = (value: string | null): ConsentTemplateCode | null =>
  (CONSENT_TEMPLATE_CODES as readonly string[]).includes(value ?? '') ? (value as ConsentTemplateCode) : null;

export function presentConsentDocument(
  row: ConsentDocumentRow,
  draft: ConsentContent,
  newest: { summary: VersionSummaryRow; content: ConsentContent | null } | null,
): ConsentDocument {
  return {
    id: row.id,
    tenant_id: row.tenantId,
    template: templateCode(row.template),
    draft,
    published: newest ? presentVersionSummary(newest.summary) : null,
    has_unpublished_changes: draftDiffers(draft, newest?.content ?? null),
    archived_at: row.archivedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
