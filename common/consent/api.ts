// The consent API's shapes (issue 30), one source for the server's serialisation, the web client and the tests.
// Administration: /api/consent-documents; the patient's signing page: /api/public/consent/*; staff on a
// request: /api/submissions/:id/consents.
import { z } from 'zod';
import { PATIENT_LANGUAGES } from '../texts/patient/languages.ts';
import { consentContentSchema } from './content.ts';
import { CONSENT_STATUSES, SIGNATURE_IMAGE_MAX_BYTES, SIGNATURE_NAME_MAX } from './evidence.ts';
import { CONSENT_TEMPLATE_CODES } from './templateCodes.ts';

// ── Administration ──────────────────────────────────────────────────────────────────────────────────────────

export const consentVersionSummarySchema = z.object({
  id: z.uuid(),
  version: z.number().int(),
  published_at: z.string(),
  /** The admin's name, or null when the account is gone. */
  published_by: z.string().nullable(),
  content_sha256: z.string(),
  /** Answered (signed or declined) consents of this version: a signed version is never changed. */
  answered: z.number().int(),
});

export const consentDocumentSchema = z.object({
  id: z.uuid(),
  tenant_id: z.uuid(),
  template: z.enum(CONSENT_TEMPLATE_CODES).nullable(),
  draft: consentContentSchema,
  /** The newest version, or null while never published. */
  published: consentVersionSummarySchema.nullable(),
  /** The draft differs from the newest version (or there is none). */
  has_unpublished_changes: z.boolean(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ConsentDocument = z.infer<typeof consentDocumentSchema>;

export const consentDocumentsResponseSchema = z.object({ documents: z.array(consentDocumentSchema) });

export const consentDocumentCreateSchema = z.object({
  tenant_id: z.uuid({ error: 'Ungültige Praxis-ID.' }),
  template: z.enum(CONSENT_TEMPLATE_CODES).nullable().default(null),
  content: consentContentSchema,
});
export const consentDocumentUpdateSchema = z.object({ content: consentContentSchema });
export const consentDocumentArchiveSchema = z.object({ archived: z.boolean() });

export const consentVersionsResponseSchema = z.object({
  versions: z.array(consentVersionSummarySchema.extend({ content: consentContentSchema })),
});

// ── The patient's signing page (public, by token) ───────────────────────────────────────────────────────────

export const consentTokenSchema = z.string().min(20).max(100);

export const consentOpenBodySchema = z.object({
  token: consentTokenSchema,
  language: z.enum(PATIENT_LANGUAGES).default('de'),
});

export const publicConsentSchema = z.object({
  consent_id: z.uuid(),
  version: z.number().int(),
  /** In the patient's language when the practice translated it, else German (translated false). */
  title: z.string(),
  body: z.string(),
  language: z.enum(PATIENT_LANGUAGES),
  translated: z.boolean(),
  required: z.boolean(),
  status: z.enum(CONSENT_STATUSES),
  answered_at: z.string().nullable(),
});
export type PublicConsent = z.infer<typeof publicConsentSchema>;

export const consentOpenResponseSchema = z.object({
  practice_name: z.string(),
  /** The request's reference number (common/reception/referenceNumber.ts). */
  reference: z.string(),
  documents: z.array(publicConsentSchema),
});
export type ConsentOpenResponse = z.infer<typeof consentOpenResponseSchema>;

const dataUrlPng = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

export const consentSignBodySchema = z
  .object({
    token: consentTokenSchema,
    consent_id: z.uuid(),
    decision: z.enum(['sign', 'decline']),
    /** The patient's name as entered; required for either decision. */
    name: z.string().trim().min(1).max(SIGNATURE_NAME_MAX),
    method: z.enum(['drawn', 'typed']).nullable().default(null),
    /** PNG data URL of the drawn strokes; only with method drawn. */
    signature_image: z
      .string()
      .max(Math.ceil((SIGNATURE_IMAGE_MAX_BYTES * 4) / 3) + 40)
      .regex(dataUrlPng)
      .nullable()
      .default(null),
    language: z.enum(PATIENT_LANGUAGES).default('de'),
  })
  .refine((body) => body.decision === 'decline' || body.method !== null, { path: ['method'] })
  .refine((body) => (body.method === 'drawn') === (body.signature_image !== null), {
    path: ['signature_image'],
  });

export const consentSignResponseSchema = z.object({
  document: publicConsentSchema,
  /** Documents of the request still unanswered. */
  remaining: z.number().int(),
});

// ── Staff on a request ──────────────────────────────────────────────────────────────────────────────────────

export const staffConsentSchema = z.object({
  id: z.uuid(),
  document_id: z.uuid(),
  /** The German title of the version the request needed. */
  title: z.string(),
  version: z.number().int(),
  required: z.boolean(),
  status: z.enum(CONSENT_STATUSES),
  answered_at: z.string().nullable(),
  /** From the evidence, once answered: the name as entered, how it was signed, the language read. */
  name: z.string().nullable(),
  method: z.enum(['drawn', 'typed']).nullable(),
  language: z.enum(PATIENT_LANGUAGES).nullable(),
  /** The seal's check: null while pending; false → "Signatur passt nicht zum Dokument". */
  intact: z.boolean().nullable(),
  /** SHA-256 of the evidence (the "Prüfwert"), null while pending or when it cannot be read. */
  check_value: z.string().nullable(),
  revocation: z
    .object({
      /** YYYY-MM-DD, the day the patient withdrew. */
      revoked_on: z.string(),
      recorded_at: z.string(),
      recorded_by: z.string().nullable(),
      note: z.string().nullable(),
    })
    .nullable(),
});
export type StaffConsent = z.infer<typeof staffConsentSchema>;

export const staffConsentsResponseSchema = z.object({ consents: z.array(staffConsentSchema) });

export const consentRevocationBodySchema = z.object({
  revoked_on: z.iso.date({ error: 'Bitte geben Sie ein gültiges Datum an.' }),
  note: z.string().trim().max(500).nullable().default(null),
});
