// Accounts and practices that the e2e server bootstrap (e2e/server.ts) seeds.
export const ADMIN = { email: 'admin@praxis.test', password: 'Admin-Passw0rt!' };
export const USER = { email: 'staff@praxis.test', password: 'Staff-Passw0rt!' };
/** Staff of both practices: sees the tenant selector. */
export const MULTI_USER = { email: 'zwei@praxis.test', password: 'Zwei-Passw0rt!' };
/** Staff without any practice yet: sees the no-tenant message. */
export const UNASSIGNED_USER = { email: 'neu@praxis.test', password: 'Neu-Passw0rt!' };
/** A practice with the full reception configuration of the demo (all features on, businessType medical). */
export const E2E_TENANT = { slug: 'physio-mitte', name: 'Physio Mitte' };
/** Cancellation by phone only, self-pay off, businessType non-medical. */
export const CALL_ONLY_TENANT = { slug: 'physio-anruf', name: 'Physio Anruf' };

/** The type words of a configuration left empty (the reception falls back to defaults by business type). */
export const WITHOUT_WORDS = {
  fullCompanyName: '',
  companyType: '',
  practiceType: '',
  providerType: '',
  treatmentType: '',
  appointmentType: '',
  bookAppointmentCTA: '',
  askQuestionCTA: '',
  cancelAppointmentCTA: '',
};
/** Practices that differ from the demo only in their words: own ones, or none (medical / non-medical). */
export const WORDING_TENANTS = {
  ownWords: {
    slug: 'bewegung-nord',
    name: 'Bewegungszentrum Nord',
    config: {
      ...WITHOUT_WORDS,
      fullCompanyName: 'Bewegungszentrum Nord GmbH',
      companyType: 'Zentrum',
      practiceType: 'Zentrum für Bewegung',
      providerType: 'Sporttherapeut:innen',
      treatmentType: 'Kurs',
      appointmentType: 'Kurstermin',
    },
  },
  medicalDefaults: {
    slug: 'praxis-ohne-worte',
    name: 'Praxis ohne Worte',
    config: { ...WITHOUT_WORDS, businessType: 'medical' },
  },
  studioDefaults: {
    slug: 'studio-ohne-worte',
    name: 'Studio ohne Worte',
    config: { ...WITHOUT_WORDS, businessType: 'non-medical' },
  },
} as const;
