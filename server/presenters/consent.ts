// One stored consent opened and checked (issue 30): the version's text, for an answered one the evidence and
// the seal's check, the revocation's note; and the staff answer made from it. The route's list, the signed PDF
// and the Datenauskunft all read a consent through here, so they never disagree about `intact`.
import type { StaffConsent } from '../../common/consent/api.ts';
import type { ConsentContent } from '../../common/consent/content.ts';
import type { ConsentEvidence, ConsentStatus } from '../../common/consent/evidence.ts';
import { consentPdfTexts } from '../../common/texts/consentPdf.ts';
import type { ConsentRow } from '../services/consent/consentRows.ts';
import {
  type ConsentCheck,
  checkConsent,
  evidenceDigest,
  openConsentContent,
} from '../services/consent/seal.ts';
import type { CryptoService } from '../services/crypto.ts';
import type { KeyedHasher } from '../services/ipHash.ts';

export type ConsentDeps = { crypto: CryptoService; keyedHash: KeyedHasher };

export type InspectedConsent = {
  row: ConsentRow;
  /** The version's content; null when it cannot be opened. */
  content: ConsentContent | null;
  /** The seal's check of an answered consent; null while pending. */
  check: ConsentCheck | null;
  evidence: ConsentEvidence | null;
  /** The revocation's note; unreadable when it is stored but cannot be opened. */
  note: { text: string | null; readable: boolean } | null;
  staff: StaffConsent;
};

async function openNote(crypto: CryptoService, row: ConsentRow): Promise<InspectedConsent['note']> {
  if (!row.revokedOn) return null;
  if (!row.revocation) return { text: null, readable: true };
  const opened = await crypto.decryptJson<{ note?: unknown }>(row.tenantId, row.revocation);
  const note = opened.ok ? opened.value?.note : undefined;
  if (note === null || typeof note === 'string') return { text: note, readable: true };
  return { text: null, readable: false };
}

export async function inspectConsent(deps: ConsentDeps, row: ConsentRow): Promise<InspectedConsent> {
  const answered = row.status !== 'pending';
  const check = answered ? await checkConsent(deps, row) : null;
  const content = check
    ? check.content
    : await openConsentContent(deps.crypto, row.tenantId, row.version.content);
  const evidence = check?.evidence ?? null;
  const note = await openNote(deps.crypto, row);
  // The Prüfwert of what is stored: the sealed digest when intact, else the stored evidence's own digest.
  const checkValue = check?.ok ? check.digest : evidence ? evidenceDigest(evidence) : null;
  const staff: StaffConsent = {
    id: row.id,
    document_id: row.version.documentId,
    title: content?.title ?? consentPdfTexts.unreadableTitle,
    version: row.version.version,
    required: row.required,
    status: row.status as ConsentStatus,
    answered_at: row.answeredAt?.toISOString() ?? null,
    name: evidence?.name ?? null,
    method: evidence?.method ?? null,
    language: evidence?.language ?? null,
    intact: check ? check.ok : null,
    check_value: checkValue,
    revocation:
      row.revokedOn && note
        ? {
            revoked_on: row.revokedOn,
            recorded_at: (row.revokedAt ?? new Date(0)).toISOString(),
            recorded_by: row.revokedByName,
            note: note.text,
          }
        : null,
  };
  return { row, content, check, evidence, note, staff };
}
