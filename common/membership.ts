// Membership packages and the add-on catalogue (spec 001 §9; values the spec leaves open: DESIGN §5) and the
// business constants of memberships, shared by server and web app. The shapes of /api/memberships and their
// types are in schemas/membership.ts, which builds on this module (never the reverse, not even for a type):
// the back office's header reads the constants at once, zod only with an answer.

export type AddonId =
  | 'additional_login'
  | 'additional_form'
  | 'email_forwarding'
  | 'ki_anamnese_boost'
  | 'premium_service'
  | 'extended_backup';

export type PackageKey = 'Kompakt' | 'Team' | 'Profi' | 'Beta';

export type Addon = {
  id: AddonId;
  name: string;
  description: string;
  monthlyPrice: number;
  yearlyPrice: number;
  /** additional_login and additional_form are bought in quantities; the others are on or off. */
  hasQuantity: boolean;
  availableFor: PackageKey[];
};

export const ADDONS: readonly Addon[] = [
  {
    id: 'additional_login',
    name: 'Zusätzlicher Benutzer',
    description: 'Ein weiterer Zugang für Ihr Praxisteam.',
    monthlyPrice: 19,
    yearlyPrice: 190,
    hasQuantity: true,
    availableFor: ['Kompakt', 'Team', 'Profi'],
  },
  {
    id: 'additional_form',
    name: 'Zusätzliches Formular',
    description: 'Ein weiteres Website-Formular, das in Praxisdesk eingeht.',
    monthlyPrice: 29,
    yearlyPrice: 290,
    hasQuantity: true,
    availableFor: ['Kompakt', 'Team'],
  },
  {
    id: 'email_forwarding',
    name: 'E-Mail-Weiterleitung',
    description: 'Benachrichtigungen an mehrere Empfänger Ihrer Praxis.',
    monthlyPrice: 15,
    yearlyPrice: 150,
    hasQuantity: false,
    availableFor: ['Kompakt'],
  },
  {
    id: 'ki_anamnese_boost',
    name: 'KI-Anamnese-Boost',
    description: 'KI-Zusammenfassung und klinischer Fließtext für jede Anamnese.',
    monthlyPrice: 49,
    yearlyPrice: 490,
    hasQuantity: false,
    availableFor: ['Kompakt'],
  },
  {
    id: 'premium_service',
    name: 'Premium-Service',
    description: 'Premium-Service mit 99,9 % Verfügbarkeit (SLA)',
    monthlyPrice: 79,
    yearlyPrice: 790,
    hasQuantity: false,
    availableFor: ['Kompakt', 'Team'],
  },
  {
    id: 'extended_backup',
    name: 'Erweitertes Backup',
    description: 'Tägliche Sicherungen mit 90 Tagen Aufbewahrung.',
    monthlyPrice: 25,
    yearlyPrice: 250,
    hasQuantity: false,
    availableFor: ['Kompakt', 'Team', 'Profi'],
  },
];

export type PackageSeed = {
  name: PackageKey;
  description: string;
  monthlyPrice: number;
  yearlyPrice: number;
  isBeta: boolean;
  includedUsers: number;
  includedForms: number;
  includedAddons: AddonId[];
  benefits: string[];
};

export const PACKAGES: readonly PackageSeed[] = [
  {
    name: 'Kompakt',
    description: 'Für Einzelpraxen, die ihre Online-Anfragen an einem Ort bearbeiten.',
    monthlyPrice: 49,
    yearlyPrice: 490,
    isBeta: false,
    includedUsers: 3,
    includedForms: 1,
    includedAddons: [],
    benefits: ['3 Benutzer', '1 Formular', 'Online-Rezeption', 'Lernender Spamfilter'],
  },
  {
    name: 'Team',
    description: 'Für Praxen mit mehreren Therapeutinnen und Therapeuten.',
    monthlyPrice: 99,
    yearlyPrice: 990,
    isBeta: false,
    includedUsers: 10,
    includedForms: 3,
    includedAddons: ['email_forwarding', 'ki_anamnese_boost'],
    benefits: ['10 Benutzer', '3 Formulare', 'E-Mail-Weiterleitung', 'KI-Anamnese-Boost'],
  },
  {
    name: 'Profi',
    description: 'Für große Praxen und Praxisverbünde mit mehreren Standorten.',
    monthlyPrice: 199,
    yearlyPrice: 1990,
    isBeta: false,
    includedUsers: 25,
    includedForms: 10,
    includedAddons: ['email_forwarding', 'ki_anamnese_boost', 'premium_service'],
    benefits: [
      '25 Benutzer',
      '10 Formulare',
      'E-Mail-Weiterleitung',
      'KI-Anamnese-Boost',
      'Premium-Service (SLA)',
    ],
  },
  {
    name: 'Beta',
    description: 'Alle Funktionen kostenlos während der Beta-Phase.',
    monthlyPrice: 0,
    yearlyPrice: 0,
    isBeta: true,
    includedUsers: 25,
    includedForms: 10,
    includedAddons: ADDONS.map((a) => a.id),
    benefits: ['Alle Funktionen', 'Alle Zusatzmodule', 'Kostenlos während der Beta-Phase'],
  },
];

/** Setup fee in EUR, waived with a yearly subscription (spec 002 "Membership page"). */
export const SETUP_FEE = 290;
/** The yearly discount text is shown only above this share of savings (spec 002: above 15 %). */
export const YEARLY_DISCOUNT_THRESHOLD_PERCENT = 15;
/** More of one add-on than this is a typing error, not an order. */
export const MAX_ADDON_QUANTITY = 100;
/** A user without a membership sees (and the modal preselects) this package (spec 001 §9). */
export const DEFAULT_PACKAGE_KEY: PackageKey = 'Kompakt';

const PACKAGE_KEYS: readonly PackageKey[] = ['Kompakt', 'Team', 'Profi', 'Beta'];

/** Which catalogue package a record is: its name contains Kompakt, Team, Profi or Beta (spec 001 §3). */
export function packageKeyOf(name: string): PackageKey | null {
  const lower = name.toLowerCase();
  return PACKAGE_KEYS.find((key) => lower.includes(key.toLowerCase())) ?? null;
}

/**
 * A beta package gets a "Beta" badge beside its name, except the one called "Beta" itself (no "Beta Beta";
 * the header does the same).
 */
export function showsBetaBadge(pkg: { name: string; is_beta: boolean }): boolean {
  return pkg.is_beta && packageKeyOf(pkg.name) !== 'Beta';
}

export function addonById(id: string): Addon | undefined {
  return ADDONS.find((addon) => addon.id === id);
}
