// Form data as staff read it (spec 001 §2.1 "Formular-Informationen"): every field as label and value.
// Known keys get German labels, whether our reception, an English website form or a German one sent them;
// other keys are prettified. Used by the detail screen and the PDF export.

import { formatGermanDay } from '../dashboard/submissionDisplay.ts';
import { isReceptionKind } from '../intake/formTypes.ts';
import { HONEYPOT_FIELDS } from '../intake/limits.ts';
import { dashboardTexts } from '../texts/dashboard.ts';

const LABELS: Record<string, string> = {
  type: 'Art der Anfrage',
  formtype: 'Art der Anfrage',
  name: 'Name',
  fullname: 'Name',
  firstname: 'Vorname',
  vorname: 'Vorname',
  lastname: 'Nachname',
  nachname: 'Nachname',
  surname: 'Nachname',
  familienname: 'Nachname',
  email: 'E-Mail',
  'e-mail': 'E-Mail',
  mail: 'E-Mail',
  phone: 'Telefon',
  telefon: 'Telefon',
  tel: 'Telefon',
  telephone: 'Telefon',
  mobile: 'Mobiltelefon',
  handy: 'Mobiltelefon',
  mobil: 'Mobiltelefon',
  message: 'Nachricht',
  nachricht: 'Nachricht',
  content: 'Nachricht',
  anliegen: 'Anliegen',
  subject: 'Betreff',
  betreff: 'Betreff',
  privacyconsent: 'Einwilligung Datenschutz',
  datenschutz: 'Einwilligung Datenschutz',
  consent: 'Einwilligung',
  appointmentdate: 'Termin',
  appointmenttime: 'Uhrzeit',
  termin: 'Termin',
  reason: 'Grund',
  grund: 'Grund',
  diagnosis: 'Diagnose',
  diagnose: 'Diagnose',
  treatment: 'Behandlung / Heilmittel',
  behandlung: 'Behandlung',
  doctor: 'Verordnende Ärztin / verordnender Arzt',
  prescriptiondate: 'Ausgestellt am',
  arzt: 'Ärztin / Arzt',
  goals: 'Ziele',
  ziele: 'Ziele',
  services: 'Gewünschte Leistungen',
  leistungen: 'Gewünschte Leistungen',
  birthdate: 'Geburtsdatum',
  dateofbirth: 'Geburtsdatum',
  geburtsdatum: 'Geburtsdatum',
  insurance: 'Krankenversicherung',
  krankenkasse: 'Krankenkasse',
  versicherung: 'Versicherung',
  address: 'Adresse',
  adresse: 'Adresse',
  street: 'Straße',
  strasse: 'Straße',
  straße: 'Straße',
  zip: 'PLZ',
  plz: 'PLZ',
  city: 'Ort',
  ort: 'Ort',
  stadt: 'Ort',
  company: 'Firma',
  firma: 'Firma',
  position: 'Stelle',
  stelle: 'Stelle',
  course: 'Kurs',
  kurs: 'Kurs',
  preferredtime: 'Wunschzeit',
  wunschtermin: 'Wunschtermin',
  wunschzeit: 'Wunschzeit',
};

/** Keys compared without case, spaces, underscores and hyphens-as-separators ("first_name" = "firstName"). */
const normalise = (key: string) =>
  key
    .toLowerCase()
    .replace(/[\s_]/g, '')
    .replace(/-(?!mail)/g, '');

/** "preferred_contact_time" → "Preferred contact time"; "wunschTermin" → "Wunsch termin". */
function prettify(key: string): string {
  const spaced = key
    .replace(/([a-zäöü])([A-ZÄÖÜ])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();
  return spaced ? spaced[0]!.toUpperCase() + spaced.slice(1).toLowerCase() : key;
}

export function fieldLabel(key: string): string {
  return LABELS[normalise(key)] ?? prettify(key);
}

/** Keys that are bookkeeping of the form, not something the sender said. */
const HIDDEN = new Set([...HONEYPOT_FIELDS, 'formfillms', 'tenantid', 'success_url', 'error_url']);

const CONSENT_KEYS = new Set(['privacyconsent', 'datenschutz', 'consent']);
/** Days our reception sends as YYYY-MM-DD, shown as staff write them: 03.11.2026. */
const DAY_KEYS = new Set(['appointmentdate', 'prescriptiondate']);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export type FieldLine = { key: string; label: string; value: string; json: boolean };

/** A value as text: strings as they are, booleans as Ja/Nein, everything else as formatted JSON. */
export function fieldValue(key: string, value: unknown): { value: string; json: boolean } {
  if (typeof value === 'string') {
    if (normalise(key) === 'type' && isReceptionKind(value))
      return { value: dashboardTexts.receptionKinds[value], json: false };
    if (CONSENT_KEYS.has(normalise(key)) && ['true', 'on', '1'].includes(value))
      return { value: 'Ja', json: false };
    if (DAY_KEYS.has(normalise(key)) && ISO_DAY.test(value))
      return { value: formatGermanDay(value), json: false };
    return { value, json: false };
  }
  if (typeof value === 'boolean') return { value: value ? 'Ja' : 'Nein', json: false };
  if (typeof value === 'number') return { value: String(value), json: false };
  return { value: JSON.stringify(value, null, 2) ?? '', json: true };
}

export function formFieldLines(formData: Record<string, unknown>): FieldLine[] {
  return Object.entries(formData)
    .filter(([key]) => !HIDDEN.has(key.toLowerCase()))
    .map(([key, value]) => ({ key, label: fieldLabel(key), ...fieldValue(key, value) }));
}
