// The tenant rules of the administration (spec 001 §2.4, §5; spec 002 §3): Mandanten-ID, name, recipients,
// addresses and domains, and the body shapes the screen sends. One place, so the form's messages beside the
// fields and the server's refusals (stable ids) never disagree.
import { z } from 'zod';
import { MAX_NOTICE_HOURS, MIN_NOTICE_HOURS } from '../cancellationNoticeHours.ts';
import { adminTenantTexts } from '../texts/adminTenants.ts';
import { PATIENT_LANGUAGES } from '../texts/patient/languages.ts';
import { isWebAddress } from '../webAddress.ts';

const texts = adminTenantTexts.errors;

/** spec 001 §5: lowercase letters, digits, underscores and hyphens (enforced here, unlike the original). */
export const TENANT_SLUG_PATTERN = /^[a-z0-9_-]+$/;
export const TENANT_SLUG_MAX = 100;
export const TENANT_NAME_MAX = 200;
export const MAX_RECIPIENTS = 50;
export const MAX_DOMAINS = 20;

/** A host name as browsers send it in Host (lowercase, no port, no path). */
const DOMAIN_PATTERN =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const emailSchema = z.email();

/** One bad input: the stable error id, the form field it belongs to and the German message. */
export type TenantProblem = { code: string; field: string; message: string };

/** "a@x.de, b@y.de" (commas, semicolons, line breaks) → the entries, trimmed, without empties and repeats. */
export function splitList(text: string): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const part of text.split(/[,;\n\r]+/)) {
    const value = part.trim();
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    result.push(value);
  }
  return result;
}

/** A list typed into one field, or already a list (an API client's). */
export const listOf = (value: string | readonly string[] | null | undefined): string[] =>
  splitList(typeof value === 'string' ? value : (value ?? []).join('\n'));

export const isEmailAddress = (value: string) => emailSchema.safeParse(value).success;

/** Domains are compared as hosts are: lowercase, without a trailing dot. */
export const normaliseDomain = (value: string) => value.trim().toLowerCase().replace(/\.$/, '');
export const isDomain = (value: string) => DOMAIN_PATTERN.test(value);

export function slugProblem(slug: string): TenantProblem | null {
  if (!slug) return { code: 'TENANT_REQUIRED_FIELDS', field: 'tenant_id', message: texts.required };
  if (slug.length > TENANT_SLUG_MAX)
    return { code: 'TENANT_SLUG_INVALID', field: 'tenant_id', message: texts.slugTooLong(TENANT_SLUG_MAX) };
  if (!TENANT_SLUG_PATTERN.test(slug))
    return { code: 'TENANT_SLUG_INVALID', field: 'tenant_id', message: texts.slugInvalid };
  return null;
}

function nameProblem(name: string, requiredMessage: string, requiredCode: string): TenantProblem | null {
  if (!name) return { code: requiredCode, field: 'name', message: requiredMessage };
  if (name.length > TENANT_NAME_MAX)
    return { code: 'TENANT_NAME_INVALID', field: 'name', message: texts.nameTooLong(TENANT_NAME_MAX) };
  return null;
}

function recipientsProblem(recipients: string[]): TenantProblem | null {
  const invalid = recipients.filter((address) => !isEmailAddress(address));
  if (invalid.length)
    return { code: 'TENANT_EMAIL_INVALID', field: 'email_recipients', message: texts.emailsInvalid(invalid) };
  if (recipients.length > MAX_RECIPIENTS)
    return {
      code: 'TENANT_EMAIL_INVALID',
      field: 'email_recipients',
      message: texts.tooManyRecipients(MAX_RECIPIENTS),
    };
  return null;
}

function urlProblem(value: string | null | undefined, field: string, label: string): TenantProblem | null {
  if (!value || isWebAddress(value)) return null;
  return { code: 'TENANT_URL_INVALID', field, message: texts.urlInvalid(label) };
}

export type CreateTenantFields = {
  slug: string;
  name: string;
  logoUrl: string | null;
  emailRecipients: string[];
};

/** Every problem of a new tenant, in the order of the form's fields. */
export function createTenantProblems(input: CreateTenantFields): TenantProblem[] {
  const slug = input.slug.trim();
  const name = input.name.trim();
  if (!slug || !name)
    return [
      {
        code: 'TENANT_REQUIRED_FIELDS',
        field: slug ? 'name' : 'tenant_id',
        message: texts.required,
      },
    ];
  return [
    slugProblem(slug),
    nameProblem(name, texts.required, 'TENANT_REQUIRED_FIELDS'),
    urlProblem(input.logoUrl, 'logo_url', adminTenantTexts.edit.fields.logoUrl),
    recipientsProblem(input.emailRecipients),
  ].filter((p): p is TenantProblem => p !== null);
}

// ---- the edit form: the reception configuration of spec 002 §3 and the notification settings -----------

const text = z.string().trim().max(2000);
const item = z.string().trim().max(500);

/** The editable reception fields (common/tenantConfig.ts reads them); every one optional: absent keeps it. */
export const receptionConfigInputSchema = z
  .strictObject({
    companyName: text,
    fullCompanyName: text,
    companyType: text,
    practiceType: text,
    providerType: text,
    treatmentType: text,
    appointmentType: text,
    businessType: z.enum(['medical', 'non-medical']),
    website: text,
    phone: text,
    email: text,
    contactPhone: text,
    contactEmail: text,
    locations: z.array(z.strictObject({ name: text, address: text })).max(50),
    primaryServices: z.array(item).max(100),
    additionalServices: z.array(item).max(100),
    openingHours: z.strictObject({ times: z.array(z.strictObject({ days: text, hours: text })).max(30) }),
    logoUrl: text,
    logoAlt: text,
    welcomeTitle: text,
    welcomeSubtitle: text,
    serviceDescription: text,
    bookAppointmentCTA: text,
    askQuestionCTA: text,
    cancelAppointmentCTA: text,
    privacyPolicyUrl: text,
    imprintUrl: text,
    features: z
      .strictObject({
        prescriptionUpload: z.boolean(),
        selfPay: z.boolean(),
        manualPrescription: z.boolean(),
        enableAnamnese: z.boolean(),
        callOnlyCancellation: z.boolean(),
      })
      .partial(),
    cancellationTerms: text,
    cancellationNoticeHours: z.number(),
    /** The patient languages offered (issue 29); German is offered whatever the list says. */
    languages: z.array(z.enum(PATIENT_LANGUAGES)).max(PATIENT_LANGUAGES.length),
  })
  .partial();
export type ReceptionConfigInput = z.infer<typeof receptionConfigInputSchema>;

export const notificationsInputSchema = z
  .strictObject({ patientConfirmation: z.boolean(), spamDigest: z.boolean() })
  .partial();

/** A list as one text ("a, b") or as an array. */
const listInput = (maxItems: number) =>
  z.union([z.string().max(20_000), z.array(z.string().max(500)).max(maxItems)]);

export const createTenantBodySchema = z.object({
  tenant_id: z.string().max(500).default(''),
  name: z.string().max(2000).default(''),
  logo_url: z.string().max(2000).nullish(),
  email_recipients: listInput(MAX_RECIPIENTS * 4).optional(),
});
export type CreateTenantBody = z.input<typeof createTenantBodySchema>;

export const updateTenantBodySchema = z.object({
  name: z.string().max(2000).default(''),
  logo_url: z.string().max(2000).nullish(),
  email_recipients: listInput(MAX_RECIPIENTS * 4).optional(),
  domains: listInput(MAX_DOMAINS * 4).optional(),
  config: receptionConfigInputSchema.optional(),
  notifications: notificationsInputSchema.optional(),
  /** „Empfang sieht Anamnese“ (issue 44): the front desk reads the clinical part of the practice's requests. */
  reception_sees_anamnese: z
    .boolean({ error: 'reception_sees_anamnese muss true oder false sein.' })
    .optional(),
});
export type UpdateTenantBody = z.input<typeof updateTenantBodySchema>;

export type UpdateTenantFields = {
  name: string;
  logoUrl: string | null | undefined;
  emailRecipients: string[] | undefined;
  domains: string[] | undefined;
  config: ReceptionConfigInput | undefined;
};

const configLabels = adminTenantTexts.edit.fields;
const isNoticeHours = (hours: number) =>
  Number.isInteger(hours) && hours >= MIN_NOTICE_HOURS && hours <= MAX_NOTICE_HOURS;
const CONFIG_URL_FIELDS = ['website', 'privacyPolicyUrl', 'imprintUrl', 'logoUrl'] as const;
const CONFIG_EMAIL_FIELDS = ['email', 'contactEmail'] as const;

/** Every problem of an edit (fields left out are kept and not checked). */
export function updateTenantProblems(input: UpdateTenantFields): TenantProblem[] {
  const problems: (TenantProblem | null)[] = [
    nameProblem(input.name.trim(), texts.nameRequired, 'TENANT_NAME_REQUIRED'),
    urlProblem(input.logoUrl, 'logo_url', configLabels.logoUrl),
    input.emailRecipients ? recipientsProblem(input.emailRecipients) : null,
  ];
  for (const domain of input.domains ?? []) {
    if (!isDomain(domain)) {
      problems.push({
        code: 'TENANT_DOMAIN_INVALID',
        field: 'domains',
        message: texts.domainInvalid(domain),
      });
      break;
    }
  }
  if ((input.domains?.length ?? 0) > MAX_DOMAINS)
    problems.push({ code: 'TENANT_DOMAIN_INVALID', field: 'domains', message: texts.domainInvalid('…') });
  const config = input.config ?? {};
  for (const field of CONFIG_URL_FIELDS)
    problems.push(urlProblem(config[field], `config.${field}`, configLabels[field]));
  const hours = config.cancellationNoticeHours;
  if (hours !== undefined && !isNoticeHours(hours))
    problems.push({
      code: 'TENANT_CONFIG_INVALID',
      field: 'config.cancellationNoticeHours',
      message: texts.noticeHoursInvalid(MIN_NOTICE_HOURS, MAX_NOTICE_HOURS),
    });
  for (const field of CONFIG_EMAIL_FIELDS) {
    const value = config[field];
    if (value && !isEmailAddress(value))
      problems.push({
        code: 'TENANT_CONFIG_INVALID',
        field: `config.${field}`,
        message: texts.emailInvalid(configLabels[field]),
      });
  }
  return problems.filter((p): p is TenantProblem => p !== null);
}

// ---- deletion ---------------------------------------------------------------------------------------------

/** What a tenant deletion removed, by kind: the progress while it runs and the audit record's counts. */
export const TENANT_DELETION_COUNT_KEYS = [
  'submissions',
  'files',
  'anamneses',
  'summaries',
  'emailLogs',
  'magicLinkTokens',
  'notificationDeliveries',
  'spamTokens',
  'spamModels',
  'usersDeleted',
  'usersDetached',
  'auditEntriesDetached',
  'outboxFiles',
] as const;
export type TenantDeletionCounts = Record<(typeof TENANT_DELETION_COUNT_KEYS)[number], number>;

export const TENANT_DELETION_STATUSES = ['queued', 'running', 'failed', 'done'] as const;
export type TenantDeletionStatus = (typeof TENANT_DELETION_STATUSES)[number];

/** How far a deletion is: by submissions (the bulk of the work), never 100 before it is done. */
export function deletionPercent(status: TenantDeletionStatus, deleted: number, total: number): number {
  if (status === 'done') return 100;
  if (total <= 0) return 0;
  return Math.min(99, Math.floor((deleted * 100) / total));
}
