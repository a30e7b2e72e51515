// What a request is, as the patient chose it (issue 28): finer than the spec's five form types, which stay
// for filters and counters. Reception kinds and website aliases map to one kind each; a website post without
// a known type is a question when it carries a message, else a contact request counted as a question too.
import type { FormType } from './formTypes.ts';

export const REQUEST_KIND_VALUES = [
  'termin_rezept',
  'selbstzahler',
  'manuell',
  'frage',
  'absage',
  'anamnese',
  'bewerbung',
  'kurs',
] as const;
export type RequestKind = (typeof REQUEST_KIND_VALUES)[number];

/** The German label staff read on cards and in the filter. */
export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  termin_rezept: 'Termin mit Rezept',
  selbstzahler: 'Selbstzahler',
  manuell: 'Manuelle Angaben',
  frage: 'Frage',
  absage: 'Absage',
  anamnese: 'Anamnese',
  bewerbung: 'Bewerbung',
  kurs: 'Kurs',
};

const BY_TYPE_NAME: Record<string, RequestKind> = {
  prescription: 'termin_rezept',
  rezept: 'termin_rezept',
  rezeptanfrage: 'termin_rezept',
  verordnung: 'termin_rezept',
  no_prescription: 'selbstzahler',
  selfpay: 'selbstzahler',
  selbstzahler: 'selbstzahler',
  manual_prescription: 'manuell',
  question: 'frage',
  frage: 'frage',
  contact: 'frage',
  kontakt: 'frage',
  kontaktformular: 'frage',
  anfrage: 'frage',
  cancellation: 'absage',
  absage: 'absage',
  anamnese: 'anamnese',
  anamnesis: 'anamnese',
  bewerbung: 'bewerbung',
  application: 'bewerbung',
  job: 'bewerbung',
  karriere: 'bewerbung',
  training: 'kurs',
  kurs: 'kurs',
  kurse: 'kurs',
  course: 'kurs',
  courses: 'kurs',
};

const FALLBACK_BY_FORM_TYPE: Record<FormType, RequestKind> = {
  contact: 'frage',
  prescription: 'termin_rezept',
  anamnese: 'anamnese',
  bewerbung: 'bewerbung',
  training: 'kurs',
};

/**
 * The kind of a request from the type name it was sent with (form data's `type`, any case) and its canonical
 * form type: the name's own kind when it is known, else the form type's.
 */
export function requestKindOf(typeName: unknown, formType: FormType): RequestKind {
  if (typeof typeName === 'string') {
    const key = typeName
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_');
    const known = BY_TYPE_NAME[key];
    if (known) return known;
  }
  return FALLBACK_BY_FORM_TYPE[formType];
}

export const isRequestKind = (value: unknown): value is RequestKind =>
  typeof value === 'string' && (REQUEST_KIND_VALUES as readonly string[]).includes(value);
