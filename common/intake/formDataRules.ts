// What a submission's form data must satisfy (spec 002 §5). Shared: the reception checks before sending,
// the server checks again for every caller. Messages are German and name the field.
import type { ReceptionKind } from './formTypes.ts';
import { isReceptionKind } from './formTypes.ts';
import { MAX_FIELD_CHARS, MAX_FORM_FIELDS } from './limits.ts';

export type FieldErrors = Record<string, string>;
export type BusinessType = 'medical' | 'non-medical';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const filled = (value: unknown) =>
  typeof value === 'string' ? value.trim().length > 0 : value !== undefined && value !== null;

export const fieldMessages = {
  name: 'Bitte geben Sie Ihren Namen an.',
  phone: 'Bitte geben Sie Ihre Telefonnummer an.',
  email: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  privacyConsent: 'Bitte stimmen Sie der Datenschutzerklärung zu.',
  message: 'Bitte geben Sie Ihre Nachricht ein.',
  appointmentDate: 'Bitte geben Sie das Datum Ihres Termins an.',
  appointmentDateInvalid: 'Bitte geben Sie ein gültiges Datum an.',
  diagnosis: 'Bitte geben Sie die Diagnose an.',
  treatment: 'Bitte geben Sie die verordnete Behandlung an.',
  goals: 'Bitte beschreiben Sie Ihre Ziele.',
  services: 'Bitte geben Sie die gewünschten Leistungen an.',
  empty: 'Das Formular enthält keine Angaben.',
} as const;

/** Required fields per reception kind, beyond name, phone, e-mail and consent. */
function kindRequirements(kind: ReceptionKind, businessType: BusinessType): (keyof typeof fieldMessages)[] {
  switch (kind) {
    case 'question':
    case 'no_prescription':
      return ['message'];
    case 'cancellation':
      return ['appointmentDate'];
    case 'manual_prescription':
      return businessType === 'medical' ? ['diagnosis', 'treatment'] : ['goals', 'services'];
    case 'prescription':
      return [];
  }
}

const CONSENT_GIVEN = [true, 'true', 'on', '1', 'ja'];
const CONSENT_REFUSED = [false, 'false', 'off', '0', 'nein'];

/**
 * Field errors of a reception form or a website form; empty when all is well. Our own forms ask for the
 * privacy consent (`consentRequired`); a practice website collects it on its own page and need not send it
 * (spec 002 §7 names no such field), but a consent it sends as refused is never overridden.
 */
export function validateFormData(
  formData: Record<string, unknown>,
  businessType: BusinessType = 'medical',
  { consentRequired = false }: { consentRequired?: boolean } = {},
): FieldErrors {
  const errors: FieldErrors = {};
  const kind = formData.type;
  if (isReceptionKind(kind)) {
    for (const field of ['name', 'phone', 'email', ...kindRequirements(kind, businessType)] as const) {
      if (!filled(formData[field])) errors[field] = fieldMessages[field];
    }
    const consent = formData.privacyConsent;
    const refused = consentRequired
      ? !CONSENT_GIVEN.includes(consent as never)
      : CONSENT_REFUSED.includes(consent as never);
    if (refused) errors.privacyConsent = fieldMessages.privacyConsent;
    if (
      kind === 'cancellation' &&
      filled(formData.appointmentDate) &&
      Number.isNaN(Date.parse(String(formData.appointmentDate)))
    ) {
      errors.appointmentDate = fieldMessages.appointmentDateInvalid;
    }
  } else if (!Object.entries(formData).some(([key, value]) => key !== 'type' && filled(value))) {
    errors.form = fieldMessages.empty;
  }
  if (filled(formData.email) && !errors.email && !EMAIL.test(String(formData.email).trim())) {
    errors.email = fieldMessages.emailInvalid;
  }
  return errors;
}

/** Size limits: at most MAX_FORM_FIELDS values and MAX_FIELD_CHARS characters in any one of them. */
export function formDataSizeProblem(formData: Record<string, unknown>): string | null {
  let fields = 0;
  const walk = (value: unknown, key: string): string | null => {
    if (Array.isArray(value)) {
      for (const item of value) {
        const problem = walk(item, key);
        if (problem) return problem;
      }
      return null;
    }
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        const problem = walk(v, k);
        if (problem) return problem;
      }
      return null;
    }
    fields++;
    if (fields > MAX_FORM_FIELDS) return `Das Formular hat mehr als ${MAX_FORM_FIELDS} Felder.`;
    if (typeof value === 'string' && value.length > MAX_FIELD_CHARS) {
      return `Das Feld „${key}“ ist länger als ${MAX_FIELD_CHARS.toLocaleString('de-DE')} Zeichen.`;
    }
    return null;
  };
  return walk(formData, 'formData');
}
