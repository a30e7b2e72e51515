// Form types: the five canonical types staff filter by, the reception kinds patients send, and the aliases
// practice websites use (spec 000 §3, DESIGN §3).

export const FORM_TYPES = ['contact', 'prescription', 'anamnese', 'bewerbung', 'training'] as const;
export type FormType = (typeof FORM_TYPES)[number];

export const RECEPTION_KINDS = [
  'question',
  'cancellation',
  'prescription',
  'no_prescription',
  'manual_prescription',
] as const;
export type ReceptionKind = (typeof RECEPTION_KINDS)[number];

const ALIASES: Record<string, FormType> = {
  contact: 'contact',
  kontakt: 'contact',
  kontaktformular: 'contact',
  anfrage: 'contact',
  question: 'contact',
  frage: 'contact',
  cancellation: 'contact',
  absage: 'contact',
  no_prescription: 'contact',
  selfpay: 'contact',
  selbstzahler: 'contact',
  prescription: 'prescription',
  rezept: 'prescription',
  rezeptanfrage: 'prescription',
  verordnung: 'prescription',
  manual_prescription: 'prescription',
  anamnese: 'anamnese',
  anamnesis: 'anamnese',
  bewerbung: 'bewerbung',
  application: 'bewerbung',
  job: 'bewerbung',
  karriere: 'bewerbung',
  training: 'training',
  kurs: 'training',
  kurse: 'training',
  course: 'training',
  courses: 'training',
};

/** The canonical type for a type name or one of its aliases (any case); null when it is none of them. */
export function knownFormType(type: unknown): FormType | null {
  if (typeof type !== 'string') return null;
  return (
    ALIASES[
      type
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_')
    ] ?? null
  );
}

/** The canonical type for whatever a website sent; unknown or missing types are contact requests. */
export function canonicalFormType(type: unknown): FormType {
  return knownFormType(type) ?? 'contact';
}

export const isReceptionKind = (type: unknown): type is ReceptionKind =>
  typeof type === 'string' && (RECEPTION_KINDS as readonly string[]).includes(type);
