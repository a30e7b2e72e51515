// The evidence of one answered consent (issue 30): everything a simple electronic signature is tied to. Sealed
// with the practice's key in submission_consents.evidence; its digest is sealed by the server's key
// (server/services/consent/seal.ts), so a change to any part, or to the document version it names, is detected.
import { z } from 'zod';
import { PATIENT_LANGUAGES } from '../texts/patient/languages.ts';

/** A drawn signature: a PNG as a data URL, as signature_pad's toDataURL() gives it. */
export const SIGNATURE_IMAGE_MAX_BYTES = 300_000;
export const SIGNATURE_NAME_MAX = 200;

export const consentEvidenceSchema = z.object({
  v: z.literal(1),
  consentId: z.uuid(),
  submissionId: z.uuid(),
  tenantId: z.uuid(),
  versionId: z.uuid(),
  version: z.number().int().positive(),
  /** SHA-256 (hex) of the version's canonical content, as published. */
  documentSha256: z.string().regex(/^[0-9a-f]{64}$/),
  status: z.enum(['signed', 'declined']),
  /** The patient's name as entered. */
  name: z.string(),
  /** drawn: strokes on the pad (signatureImage); typed: the typed name is the signature (keyboard alternative). */
  method: z.enum(['drawn', 'typed']).nullable(),
  signatureImage: z.string().nullable(),
  /** Server clock, ISO 8601. */
  answeredAt: z.string(),
  /** Keyed hash of the client address (never the address). */
  addressHash: z.string(),
  userAgent: z.string(),
  /** The language of the text the patient read. */
  language: z.enum(PATIENT_LANGUAGES),
});
export type ConsentEvidence = z.infer<typeof consentEvidenceSchema>;

export const CONSENT_STATUSES = ['pending', 'signed', 'declined'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];
