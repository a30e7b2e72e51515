// The edit form's state: the stored settings as editable text, and back to the API's body. Lists that are
// typed one per line (services, domains) or comma-separated (recipients) are split only when saving.
import {
  listOf,
  normaliseDomain,
  type UpdateTenantBody,
  updateTenantProblems,
} from '../../../../common/admin/tenants.ts';
import type { NotificationSettings, ReceptionConfig } from '../../../../common/tenantConfig.ts';
import { DEFAULT_LANGUAGE, type PatientLanguage } from '../../../../common/texts/patient/languages.ts';
import type { TenantSettings } from '../../../api/adminTenants.ts';

/** The reception's plain text fields (spec 002 §3), in the order the form shows them. */
export const TEXT_FIELDS = [
  'companyName',
  'fullCompanyName',
  'welcomeTitle',
  'welcomeSubtitle',
  'serviceDescription',
  'bookAppointmentCTA',
  'askQuestionCTA',
  'cancelAppointmentCTA',
  'logoAlt',
] as const;
export const WORD_FIELDS = [
  'companyType',
  'practiceType',
  'providerType',
  'treatmentType',
  'appointmentType',
] as const;
export const CONTACT_FIELDS = [
  'website',
  'phone',
  'email',
  'contactPhone',
  'contactEmail',
  'privacyPolicyUrl',
  'imprintUrl',
] as const;
type StringField =
  | (typeof TEXT_FIELDS)[number]
  | (typeof WORD_FIELDS)[number]
  | (typeof CONTACT_FIELDS)[number];

export type Location = { name: string; address: string };
export type OpeningTime = { days: string; hours: string };

export interface TenantFormState {
  name: string;
  /** One logo for the practice: tenant_settings.logo_url (mails) and config.logoUrl (reception). */
  logoUrl: string;
  recipients: string;
  domains: string;
  text: Record<StringField, string>;
  businessType: ReceptionConfig['businessType'];
  locations: Location[];
  openingHours: OpeningTime[];
  primaryServices: string;
  additionalServices: string;
  features: ReceptionConfig['features'];
  cancellationTerms: string;
  /** As typed; a whole number of hours when saved. */
  cancellationNoticeHours: string;
  languages: PatientLanguage[];
  notifications: NotificationSettings;
  receptionSeesAnamnese: boolean;
}

export function formStateOf(settings: TenantSettings): TenantFormState {
  const { config } = settings;
  const text = Object.fromEntries(
    [...TEXT_FIELDS, ...WORD_FIELDS, ...CONTACT_FIELDS].map((field) => [field, config[field] ?? '']),
  ) as Record<StringField, string>;
  return {
    name: settings.name,
    logoUrl: settings.logo_url || config.logoUrl || '',
    recipients: settings.email_recipients.join(', '),
    domains: settings.domains.join('\n'),
    text,
    businessType: config.businessType,
    locations: config.locations.map(({ name, address }) => ({ name, address })),
    openingHours: config.openingHours.times.map(({ days, hours }) => ({ days, hours })),
    primaryServices: config.primaryServices.join('\n'),
    additionalServices: config.additionalServices.join('\n'),
    features: { ...config.features },
    cancellationTerms: config.cancellationTerms,
    cancellationNoticeHours: String(config.cancellationNoticeHours),
    languages: [...config.languages],
    notifications: { ...settings.notifications },
    receptionSeesAnamnese: settings.reception_sees_anamnese,
  };
}

const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function bodyOf(state: TenantFormState): UpdateTenantBody {
  const logoUrl = state.logoUrl.trim();
  return {
    name: state.name.trim(),
    logo_url: logoUrl || null,
    email_recipients: listOf(state.recipients),
    domains: listOf(state.domains).map(normaliseDomain),
    config: {
      ...Object.fromEntries(Object.entries(state.text).map(([field, value]) => [field, value.trim()])),
      logoUrl,
      businessType: state.businessType,
      locations: state.locations
        .map((l) => ({ name: l.name.trim(), address: l.address.trim() }))
        .filter((l) => l.name || l.address),
      openingHours: {
        times: state.openingHours
          .map((t) => ({ days: t.days.trim(), hours: t.hours.trim() }))
          .filter((t) => t.days || t.hours),
      },
      primaryServices: lines(state.primaryServices),
      additionalServices: lines(state.additionalServices),
      features: state.features,
      cancellationTerms: state.cancellationTerms.trim(),
      // Empty or not a number: NaN, which the rules refuse with a message at the field.
      cancellationNoticeHours: state.cancellationNoticeHours.trim()
        ? Number(state.cancellationNoticeHours)
        : Number.NaN,
      languages: [...new Set<PatientLanguage>([DEFAULT_LANGUAGE, ...state.languages])],
    },
    notifications: state.notifications,
    reception_sees_anamnese: state.receptionSeesAnamnese,
  };
}

/** Messages by field ("name", "email_recipients", "config.website", …), as the server would refuse them. */
export function formErrors(state: TenantFormState): Record<string, string> {
  const body = bodyOf(state);
  const problems = updateTenantProblems({
    name: body.name ?? '',
    logoUrl: body.logo_url,
    emailRecipients: body.email_recipients as string[],
    domains: body.domains as string[],
    config: body.config,
  });
  const errors: Record<string, string> = {};
  for (const problem of problems) errors[problem.field] ??= problem.message;
  return errors;
}
