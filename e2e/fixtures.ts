// Accounts and practices that the e2e server bootstrap (e2e/server.ts) seeds.
export const ADMIN = { email: 'admin@praxis.test', password: 'Admin-Passw0rt!' };
/** Praxisinhaber:in of E2E_TENANT (issue 44): deletes, exports the Datenauskunft and holds requests there. */
export const USER = { email: 'staff@praxis.test', password: 'Staff-Passw0rt!' };
/** Staff of both practices: sees the tenant selector. */
export const MULTI_USER = { email: 'zwei@praxis.test', password: 'Zwei-Passw0rt!' };
/** Staff without any practice yet: sees the no-tenant message. */
export const UNASSIGNED_USER = { email: 'neu@praxis.test', password: 'Neu-Passw0rt!' };
/**
 * The roles inside a practice (issue 44), all of ROLES_TENANT: its owner (Praxisinhaber:in), a therapist
 * (Therapeut:in, with the Team package like USER: a staff member without the administration) and its
 * reception (Empfang, which sees the anamnese only once the owner allows it).
 */
export const OWNER = {
  email: 'inhaberin@praxis.test',
  password: 'Inhaberin-Passw0rt!',
  name: 'Ines Inhaberin',
};
export const THERAPIST = {
  email: 'therapeut@praxis.test',
  password: 'Therapeut-Passw0rt!',
  name: 'Theo Therapeut',
};
export const RECEPTIONIST = {
  email: 'empfang@praxis.test',
  password: 'Empfang-Passw0rt!',
  name: 'Emma Empfang',
};
export const ROLES_TENANT = { slug: 'physio-rollen', name: 'Physio Rollen' };
/** A second practice of OWNER and RECEPTIONIST (same roles), where the owner lets the reception see the anamnese. */
export const ROLES_OPEN_TENANT = { slug: 'physio-rollen-offen', name: 'Physio Rollen Offen' };
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

/** A practice only the admin sees, holding STORED_SUBMISSIONS (E2E_TENANT stays empty for the polling test). */
export const ARCHIVE_TENANT = { slug: 'physio-archiv', name: 'Physio Archiv' };
/**
 * Submissions that the public API cannot produce, seeded by e2e/server.ts into ARCHIVE_TENANT: e-mail logs
 * (until notifications send real ones), a legacy file path, and stored values that cannot be read.
 */
export const STORED_SUBMISSIONS = {
  withEmailLogs: {
    id: '5eed0000-0000-4000-8000-000000000001',
    name: 'Lotte Protokoll',
    logs: [
      { recipient: 'team@physio-mitte.test', subject: 'Neue Anfrage A', status: 'sent', minutesAgo: 90 },
      { recipient: 'chefin@physio-mitte.test', subject: 'Neue Anfrage B', status: 'sent', minutesAgo: 60 },
      {
        recipient: 'alt@physio-mitte.test',
        subject: 'Neue Anfrage C',
        status: 'failed',
        minutesAgo: 30,
        error: '550 5.1.1 Postfach nicht gefunden',
      },
    ],
  },
  legacyFile: { id: '5eed0000-0000-4000-8000-000000000002', path: 'physio-mitte/2023/rezept-4711.pdf.enc' },
  unreadable: { id: '5eed0000-0000-4000-8000-000000000003' },
} as const;
