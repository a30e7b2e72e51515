// What the reception calls a practice and its work, from its configuration. Without any schema, so the
// reception's first screen needs no zod (issue 14); the configuration's schema is tenantConfig.ts.
import type { ReceptionConfig } from './tenantConfig.ts';
import { receptionTexts } from './texts/reception.ts';

/** Used when a practice's configuration cannot be loaded (spec 002 §3). */
export const GENERIC_PRACTICE_NAME = 'Ihre Praxis';

/**
 * The words a practice uses for itself and its work (spec 002 §3), each from its own field or, when that is
 * empty, the default of its business type (texts/reception.ts). Texts use them only where German needs no
 * article or ending for them (a title, "unser …-Team", a plural), since their gender is not configured.
 */
export interface ReceptionWords {
  /** fullCompanyName, else companyName: the complete name for the footer. */
  fullName: string;
  /** companyType: the short word for the business, e.g. "Praxis". */
  company: string;
  /** practiceType, else companyType: what kind of business it is, e.g. "Physiotherapiepraxis". */
  practice: string;
  /** providerType, a plural: who treats, e.g. "Physiotherapeut:innen". */
  providers: string;
  /** treatmentType: what patients come for, e.g. "Behandlung". */
  treatment: string;
  /** appointmentType: what is booked, e.g. "Termin". */
  appointment: string;
}

export function receptionWords(config: ReceptionConfig): ReceptionWords {
  const defaults = receptionTexts.defaultWords[config.businessType];
  const company = config.companyType || defaults.company;
  return {
    fullName: config.fullCompanyName || config.companyName || GENERIC_PRACTICE_NAME,
    company,
    practice: config.practiceType || company,
    providers: config.providerType || defaults.providers,
    treatment: config.treatmentType || defaults.treatment,
    appointment: config.appointmentType || defaults.appointment,
  };
}
