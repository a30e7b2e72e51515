// What a submission's form data must satisfy (spec 002 §5). Shared: the reception checks before sending,
// the server checks again for every caller. Messages are German and name the field.
import { senderEmail, senderName } from '../dashboard/submissionDisplay.ts';
import { germanNumber } from '../format/germanNumber.ts';
import type { FormSource } from './formSource.ts';
import type { ReceptionKind } from './formTypes.ts';
import { isReceptionKind } from './formTypes.ts';
import { MAX_FIELD_CHARS, MAX_FORM_FIELDS } from './limits.ts';
import { isPlausiblePhone } from './phoneNumber.ts';
import { daysSince, isDay, isTime, minutesUntil } from './practiceClock.ts';

export type FieldErrors = Record<string, string>;
export type BusinessType = 'medical' | 'non-medical';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const filled = (value: unknown) =>
  typeof value === 'string' ? value.trim().length > 0 : value !== undefined && value !== null;

/** German; the reception passes its language's (common/texts/patient/), the server answers in German. */
export const fieldMessages = {
  name: 'Bitte geben Sie Ihren Namen an.',
  phone: 'Bitte geben Sie Ihre Telefonnummer an.',
  phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer mit mindestens 6 Ziffern an.',
  email: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  privacyConsent: 'Bitte stimmen Sie der Datenschutzerklärung zu.',
  message: 'Bitte geben Sie Ihre Nachricht ein.',
  appointmentDate: 'Bitte geben Sie das Datum Ihres Termins an.',
  appointmentDateInvalid: 'Bitte geben Sie ein gültiges Datum an.',
  appointmentTime: 'Bitte geben Sie die Uhrzeit Ihres Termins an.',
  appointmentTimeInvalid: 'Bitte geben Sie eine gültige Uhrzeit an.',
  appointmentPast: 'Dieser Termin liegt in der Vergangenheit. Bitte prüfen Sie Datum und Uhrzeit.',
  prescriptionDate: 'Bitte geben Sie an, wann Ihr Rezept ausgestellt wurde.',
  prescriptionDateFuture: 'Das Ausstellungsdatum kann nicht in der Zukunft liegen.',
  diagnosis: 'Bitte geben Sie die Diagnose an.',
  treatment: 'Bitte geben Sie die verordnete Behandlung an.',
  goals: 'Bitte beschreiben Sie Ihre Ziele.',
  services: 'Bitte geben Sie die gewünschten Leistungen an.',
  empty: 'Das Formular enthält keine Angaben.',
} as const;

export type FieldMessages = { [K in keyof typeof fieldMessages]: string };

/** Required fields per reception kind, beyond name, phone, e-mail and consent. */
function kindRequirements(kind: ReceptionKind, businessType: BusinessType): (keyof typeof fieldMessages)[] {
  switch (kind) {
    case 'question':
    case 'no_prescription':
      return ['message'];
    case 'cancellation':
      return ['appointmentDate', 'appointmentTime'];
    case 'manual_prescription':
      return businessType === 'medical'
        ? ['prescriptionDate', 'diagnosis', 'treatment']
        : ['goals', 'services'];
    case 'prescription':
      return [];
  }
}

const CONSENT_GIVEN = [true, 'true', 'on', '1', 'ja'];
const CONSENT_REFUSED = [false, 'false', 'off', '0', 'nein'];

/**
 * Field errors of a reception form or a website form; empty when all is well.
 * Our own reception forms (`source: 'reception'`, the default) need every field of their kind under our
 * names. A practice website's form is its own design (issue 13): its post needs some content and, for a
 * reception kind such as "prescription" (spec 000 §3), a name in any spelling the dashboard card knows
 * ("Vorname"/"Nachname", "first_name", "name", …); an e-mail address it sends must be one.
 * Our own forms ask for the privacy consent (`consentRequired`); a practice website collects it on its own
 * page and need not send it (spec 002 §7 names no such field), but a consent it sends as refused is never
 * overridden.
 */
export function validateFormData(
  formData: Record<string, unknown>,
  businessType: BusinessType = 'medical',
  {
    consentRequired = false,
    source = 'reception',
    messages = fieldMessages,
    now = new Date(),
  }: {
    consentRequired?: boolean;
    source?: FormSource;
    messages?: FieldMessages;
    /** The moment "in the past" and "in the future" are measured from (tests fix it). */
    now?: Date;
  } = {},
): FieldErrors {
  if (source === 'website') return websiteFormErrors(formData, messages);
  const errors: FieldErrors = {};
  const kind = formData.type;
  if (isReceptionKind(kind)) {
    for (const field of ['name', 'phone', 'email', ...kindRequirements(kind, businessType)] as const) {
      if (!filled(formData[field])) errors[field] = messages[field];
    }
    const consent = formData.privacyConsent;
    const refused = consentRequired
      ? !CONSENT_GIVEN.includes(consent as never)
      : CONSENT_REFUSED.includes(consent as never);
    if (refused) errors.privacyConsent = messages.privacyConsent;
    if (filled(formData.phone) && !isPlausiblePhone(String(formData.phone))) {
      errors.phone = messages.phoneInvalid;
    }
    // Only filled fields are checked here, so these never overwrite a "required" message above.
    if (kind === 'cancellation') Object.assign(errors, appointmentErrors(formData, messages, now));
    if (kind === 'manual_prescription' && businessType === 'medical') {
      Object.assign(errors, prescriptionDateErrors(formData, messages, now));
    }
  } else if (!hasContent(formData)) {
    errors.form = messages.empty;
  }
  if (filled(formData.email) && !errors.email && !EMAIL.test(String(formData.email).trim())) {
    errors.email = messages.emailInvalid;
  }
  return errors;
}

/**
 * A cancellation's appointment (spec 002 §5, issue 29): a real day and time on the practice's clock, not yet
 * begun. A day already over is the date's fault; a time earlier today is the time's.
 */
function appointmentErrors(
  formData: Record<string, unknown>,
  messages: FieldMessages,
  now: Date,
): FieldErrors {
  const day = String(formData.appointmentDate ?? '').trim();
  const time = String(formData.appointmentTime ?? '').trim();
  if (day && !isDay(day)) return { appointmentDate: messages.appointmentDateInvalid };
  if (time && !isTime(time)) return { appointmentTime: messages.appointmentTimeInvalid };
  if (!day) return {};
  if (daysSince(day, now) > 0) return { appointmentDate: messages.appointmentPast };
  if (time && minutesUntil(day, time, now) < 0) return { appointmentTime: messages.appointmentPast };
  return {};
}

/** The day a prescription was issued (issue 29): a real day, not after today on the practice's clock. */
function prescriptionDateErrors(
  formData: Record<string, unknown>,
  messages: FieldMessages,
  now: Date,
): FieldErrors {
  const day = String(formData.prescriptionDate ?? '').trim();
  if (!day) return {};
  if (!isDay(day)) return { prescriptionDate: messages.appointmentDateInvalid };
  if (daysSince(day, now) < 0) return { prescriptionDate: messages.prescriptionDateFuture };
  return {};
}

/**
 * A Heilmittelverordnung must normally be started within 28 days of its issue (Heilmittel-Richtlinie); an
 * older one is not refused, as exceptions exist, but the patient is told (a warning, not an error).
 */
export const PRESCRIPTION_START_DAYS = 28;
export const prescriptionTooOld = (day: string, now: Date = new Date()) =>
  isDay(day) && daysSince(day, now) > PRESCRIPTION_START_DAYS;

const hasContent = (formData: Record<string, unknown>) =>
  Object.entries(formData).some(([key, value]) => key !== 'type' && filled(value));

/** A website's post: some content, a name for reception kinds, a real e-mail address if any, no refusal. */
function websiteFormErrors(formData: Record<string, unknown>, messages: FieldMessages): FieldErrors {
  const errors: FieldErrors = {};
  if (!hasContent(formData)) return { form: messages.empty };
  if (isReceptionKind(formData.type) && !senderName(formData)) errors.name = messages.name;
  const email = senderEmail(formData);
  if (email && !EMAIL.test(email)) errors.email = messages.emailInvalid;
  if (CONSENT_REFUSED.includes(formData.privacyConsent as never)) {
    errors.privacyConsent = messages.privacyConsent;
  }
  return errors;
}

/** Nesting deeper than any form: a website's form data is flat, our anamnese answers go three levels deep. */
export const MAX_FORM_DEPTH = 10;

/**
 * Size limits: at most MAX_FORM_FIELDS values, MAX_FIELD_CHARS characters in any one of them, MAX_FORM_DEPTH
 * levels. Walked with an explicit stack: hostile nesting must not overflow ours.
 */
export function formDataSizeProblem(formData: Record<string, unknown>): string | null {
  let fields = 0;
  const stack: { value: unknown; key: string; depth: number }[] = [
    { value: formData, key: 'formData', depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, key, depth } = stack.pop()!;
    if (value && typeof value === 'object') {
      if (depth >= MAX_FORM_DEPTH)
        return `Das Formular ist tiefer als ${MAX_FORM_DEPTH} Ebenen verschachtelt.`;
      const children = Array.isArray(value)
        ? value.map((item) => [key, item] as const)
        : Object.entries(value);
      for (const [k, v] of children) stack.push({ value: v, key: k, depth: depth + 1 });
      continue;
    }
    fields++;
    if (fields > MAX_FORM_FIELDS) return `Das Formular hat mehr als ${MAX_FORM_FIELDS} Felder.`;
    if (typeof value === 'string' && value.length > MAX_FIELD_CHARS) {
      return `Das Feld „${key}“ ist länger als ${germanNumber(MAX_FIELD_CHARS)} Zeichen.`;
    }
  }
  return null;
}
