// Sealing and checking a consent's evidence (issue 30). The digest is the SHA-256 of the canonical evidence (the
// "Prüfwert" printed on the signed PDF); the seal is an HMAC of that digest under the server's keyed-hash key
// (derived from the master key, kept across key:rotate), so nobody with only the database can make a valid one.
// A check opens the evidence, recomputes digest and seal, compares the evidence with the row's plain columns and
// the version's content hash with the content itself.
import { createHash, timingSafeEqual } from 'node:crypto';
import { type ConsentContent, consentContentSchema } from '../../../common/consent/content.ts';
import { type ConsentEvidence, consentEvidenceSchema } from '../../../common/consent/evidence.ts';
import type { CryptoService } from '../crypto.ts';
import type { KeyedHasher } from '../ipHash.ts';
import { canonicalJson } from './canonicalJson.ts';
import { consentDocumentSha256 } from './documentHash.ts';

const SEAL_PURPOSE = 'consent-seal';

export const evidenceDigest = (evidence: ConsentEvidence) =>
  createHash('sha256').update(canonicalJson(evidence)).digest('hex');

export const sealDigest = (keyedHash: KeyedHasher, digest: string) => keyedHash(SEAL_PURPOSE, digest);

/** What submission_consents stores for an answered consent: the sealed evidence and its seal. */
export async function sealEvidence(
  deps: { crypto: CryptoService; keyedHash: KeyedHasher },
  evidence: ConsentEvidence,
): Promise<{ evidence: string; seal: string; digest: string }> {
  const valid = consentEvidenceSchema.parse(evidence);
  const digest = evidenceDigest(valid);
  return {
    evidence: await deps.crypto.encryptJson(valid.tenantId, valid),
    seal: sealDigest(deps.keyedHash, digest),
    digest,
  };
}

/** A submission_consents row as stored, with its version (joined). */
export type StoredConsent = {
  id: string;
  tenantId: string;
  submissionId: string;
  versionId: string;
  status: string;
  answeredAt: Date | null;
  evidence: string | null;
  seal: string | null;
  version: { documentId: string; version: number; content: string; contentSha256: string };
};

export type ConsentCheck =
  | { ok: true; evidence: ConsentEvidence; content: ConsentContent; digest: string }
  /** evidence: the evidence or its seal was changed or cannot be opened; document: the signed text differs. */
  | {
      ok: false;
      reason: 'evidence' | 'document';
      evidence: ConsentEvidence | null;
      content: ConsentContent | null;
    };

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** Opens a version's sealed content; null when it cannot be opened or read. */
export async function openConsentContent(
  crypto: CryptoService,
  tenantId: string,
  sealed: string,
): Promise<ConsentContent | null> {
  const opened = await crypto.decryptJson(tenantId, sealed);
  const parsed = opened.ok ? consentContentSchema.safeParse(opened.value) : null;
  return parsed?.success ? parsed.data : null;
}

/** Checks an answered consent (status signed or declined); a pending one has nothing to check. */
export async function checkConsent(
  deps: { crypto: CryptoService; keyedHash: KeyedHasher },
  row: StoredConsent,
): Promise<ConsentCheck> {
  const content = await openConsentContent(deps.crypto, row.tenantId, row.version.content);
  const opened = row.evidence ? await deps.crypto.decryptJson(row.tenantId, row.evidence) : null;
  const parsed = opened?.ok ? consentEvidenceSchema.safeParse(opened.value) : null;
  const evidence = parsed?.success ? parsed.data : null;
  if (!evidence || !row.seal) return { ok: false, reason: 'evidence', evidence, content };

  const digest = evidenceDigest(evidence);
  const matchesRow =
    evidence.consentId === row.id &&
    evidence.tenantId === row.tenantId &&
    evidence.submissionId === row.submissionId &&
    evidence.versionId === row.versionId &&
    evidence.version === row.version.version &&
    evidence.status === row.status &&
    row.answeredAt !== null &&
    new Date(evidence.answeredAt).getTime() === row.answeredAt.getTime();
  if (!sameHex(sealDigest(deps.keyedHash, digest), row.seal) || !matchesRow)
    return { ok: false, reason: 'evidence', evidence, content };

  const documentIntact =
    content !== null &&
    sameHex(evidence.documentSha256, row.version.contentSha256) &&
    sameHex(
      consentDocumentSha256(row.version.documentId, row.version.version, content),
      row.version.contentSha256,
    );
  if (!documentIntact) return { ok: false, reason: 'document', evidence, content };
  return { ok: true, evidence, content: content!, digest };
}
