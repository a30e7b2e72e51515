// What the reception calls a practice and its work, from its configuration. Without any schema, so the
// reception's first screen needs no zod (issue 14); the configuration's schema is tenantConfig.ts.
// The texts (texts/reception.ts) take ReceptionWords from here, so the defaults live here, not there.
import { GENERIC_PRACTICE_NAME } from './genericPracticeName.ts';
import type { ReceptionConfig } from './tenantConfig.ts';

/** Defaults for the words of spec 002 §3 a practice has not configured, by business type. */
export const DEFAULT_WORDS: Record<
  ReceptionConfig['businessType'],
  Pick<ReceptionWords, 'company' | 'providers' | 'treatment' | 'appointment'>
> = {
  medical: {
    company: 'Praxis',
    providers: 'Therapeut:innen',
    treatment: 'Behandlung',
    appointment: 'Termin',
  },
  'non-medical': {
    company: 'Studio',
    providers: 'Trainer:innen',
    treatment: 'Training',
    appointment: 'Termin',
  },
};

/**
 * The words a practice uses for itself and its work (spec 002 §3), each from its own field or, when that is
 * empty, the default of its business type (DEFAULT_WORDS). Texts use them only where German needs no
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
  const defaults = DEFAULT_WORDS[config.businessType];
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
