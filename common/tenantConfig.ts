// The reception configuration of a practice (spec 002 §3). Every field is optional in storage; parsing fills
// defaults so the reception always has something sensible to show.
import { z } from 'zod';
import { DEFAULT_NOTICE_HOURS, MAX_NOTICE_HOURS, MIN_NOTICE_HOURS } from './cancellationNoticeHours.ts';
import { GENERIC_PRACTICE_NAME } from './genericPracticeName.ts';
import { PATIENT_LANGUAGES } from './texts/patient/languages.ts';

const str = z.string().trim().max(2000).optional().default('');
const list = z.array(z.string().trim().max(500)).max(100).optional().default([]);

export const receptionFeaturesSchema = z
  .object({
    prescriptionUpload: z.boolean().default(true),
    selfPay: z.boolean().default(true),
    manualPrescription: z.boolean().default(true),
    enableAnamnese: z.boolean().default(true),
    callOnlyCancellation: z.boolean().default(false),
  })
  .default({
    prescriptionUpload: true,
    selfPay: true,
    manualPrescription: true,
    enableAnamnese: true,
    callOnlyCancellation: false,
  });

export const receptionConfigSchema = z.object({
  companyName: str,
  fullCompanyName: str,
  companyType: str,
  practiceType: str,
  providerType: str,
  treatmentType: str,
  appointmentType: str,
  businessType: z.enum(['medical', 'non-medical']).catch('medical').default('medical'),
  website: str,
  phone: str,
  email: str,
  contactPhone: str,
  contactEmail: str,
  locations: z
    .array(z.object({ name: str, address: str }))
    .max(50)
    .optional()
    .default([]),
  primaryServices: list,
  additionalServices: list,
  openingHours: z
    .object({
      times: z
        .array(z.object({ days: str, hours: str }))
        .max(30)
        .default([]),
    })
    .optional()
    .default({ times: [] }),
  logoUrl: str,
  logoAlt: str,
  welcomeTitle: str,
  welcomeSubtitle: str,
  serviceDescription: str,
  bookAppointmentCTA: str,
  askQuestionCTA: str,
  cancelAppointmentCTA: str,
  privacyPolicyUrl: str,
  imprintUrl: str,
  features: receptionFeaturesSchema,
  /**
   * The practice's own cancellation terms (issue 29), e.g. "Bei Absagen unter 24 Stunden berechnen wir 25 €."
   * The practice writes them in German; patients see them as written, in every language.
   */
  cancellationTerms: str,
  /** How many hours before the appointment patients must cancel (spec 002 §9: 24). */
  cancellationNoticeHours: z
    .number()
    .int()
    .min(MIN_NOTICE_HOURS)
    .max(MAX_NOTICE_HOURS)
    .catch(DEFAULT_NOTICE_HOURS)
    .default(DEFAULT_NOTICE_HOURS),
  /**
   * The languages patients may choose besides German (issue 29); all by default, a practice turns some off.
   * No transform (e.g. to drop repeats): API answers are encoded with this schema, and zod cannot encode one;
   * a repeat is harmless, the reception filters PATIENT_LANGUAGES by it.
   */
  languages: z
    .array(z.enum(PATIENT_LANGUAGES))
    .max(PATIENT_LANGUAGES.length)
    .catch([...PATIENT_LANGUAGES])
    .default([...PATIENT_LANGUAGES]),
});
export type ReceptionConfig = z.infer<typeof receptionConfigSchema>;

/** Stored configuration → a complete one; broken fields fall back to their defaults instead of failing. */
export function parseReceptionConfig(stored: unknown, fallbackName: string): ReceptionConfig {
  const parsed = receptionConfigSchema.safeParse(stored ?? {});
  const config = parsed.success ? parsed.data : receptionConfigSchema.parse({});
  if (!config.companyName) config.companyName = fallbackName || GENERIC_PRACTICE_NAME;
  return config;
}

/**
 * Which mails a practice sends besides the staff notification (stored as `notifications` in the config; not
 * part of the reception configuration, so the public tenant answer does not show it). A missing or broken
 * value means the default: no confirmation to patients (opt-in), a daily spam digest (opt-out).
 */
export const notificationSettingsSchema = z.object({
  patientConfirmation: z.boolean().catch(false).default(false),
  spamDigest: z.boolean().catch(true).default(true),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export function parseNotificationSettings(storedConfig: unknown): NotificationSettings {
  const stored =
    storedConfig && typeof storedConfig === 'object'
      ? (storedConfig as { notifications?: unknown }).notifications
      : undefined;
  const parsed = notificationSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : notificationSettingsSchema.parse({});
}

export const publicTenantSchema = z.object({
  tenant: z.object({
    slug: z.string(),
    name: z.string(),
    config: receptionConfigSchema,
    /** The practice's own hosts: the thank-you and failure pages may send patients there (issue 13). */
    domains: z.array(z.string()).default([]),
    publicKey: z.string(),
  }),
});
export type PublicTenant = z.infer<typeof publicTenantSchema>['tenant'];
