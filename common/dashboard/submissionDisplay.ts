// How a submission card presents its data (spec 000 §2 "Submission card").
import { germanDateTime } from '../format/germanDate.ts';
import { germanNumber } from '../format/germanNumber.ts';
import type { FormType } from '../intake/formTypes.ts';
import { REQUEST_KIND_LABELS, type RequestKind } from '../intake/requestKinds.ts';
import { dashboardTexts } from '../texts/dashboard.ts';

type FormData = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The first non-empty string among the given keys (matched case-insensitively). */
function pick(data: FormData, keys: readonly string[]): string {
  const lowered = new Map<string, unknown>();
  for (const [key, value] of Object.entries(data)) {
    const k = key.toLowerCase();
    if (!lowered.has(k) || !text(lowered.get(k))) lowered.set(k, value);
  }
  for (const key of keys) {
    const value = text(lowered.get(key.toLowerCase()));
    if (value) return value;
  }
  return '';
}

const FIRST_NAME_KEYS = ['firstName', 'first_name', 'vorname', 'firstname'] as const;
const LAST_NAME_KEYS = ['lastName', 'last_name', 'nachname', 'lastname', 'surname', 'familienname'] as const;
const FULL_NAME_KEYS = ['fullName', 'full_name', 'name'] as const;
const EMAIL_KEYS = ['email', 'e-mail', 'e_mail', 'mail'] as const;

/**
 * The sender's name: first plus last name (English, snake_case and German spellings); else a full name; else
 * whichever name part there is; '' when none. Also what the intake accepts as a website's name (issue 13).
 */
export function senderName(formData: FormData | null | undefined): string {
  const data = formData ?? {};
  const first = pick(data, FIRST_NAME_KEYS);
  const last = pick(data, LAST_NAME_KEYS);
  if (first && last) return `${first} ${last}`;
  // A full name says more than one half of it (a form with "vorname" and "name" means the whole name).
  return pick(data, FULL_NAME_KEYS) || first || last;
}

/** The sender's e-mail address in any of its spellings; '' when none. */
export const senderEmail = (formData: FormData | null | undefined): string =>
  pick(formData ?? {}, EMAIL_KEYS);

/** The sender's name; else an e-mail; else the form type with the first 8 characters of the id. */
export function submissionTitle(formData: FormData | null | undefined, formType: string, id: string): string {
  return senderName(formData) || senderEmail(formData) || `${formTypeLabel(formType)} ${id.slice(0, 8)}`;
}

/** Anamnese, Rezept, Bewerbung, Training; anything else is Kontakt. */
export function formTypeLabel(formType: string): string {
  const known: Record<string, FormType> = {
    anamnese: 'anamnese',
    prescription: 'prescription',
    bewerbung: 'bewerbung',
    training: 'training',
  };
  return dashboardTexts.formTypes[known[formType] ?? 'contact'];
}

/** The reception kind of a submission sent through the online reception (form_data.type), if any. */
/** The card's one badge of what a request is: the kind the patient chose, else its form type's label. */
export function requestKindLabel(kind: RequestKind | null, formType: string): string {
  return kind ? REQUEST_KIND_LABELS[kind] : formTypeLabel(formType);
}

/** The message preview: form_data.message, else content. */
export function messagePreview(formData: FormData | null | undefined): string {
  if (!formData) return '';
  return text(formData.message) || text(formData.content);
}

/** A manual prescription's issue day as the card shows it, "Ausgestellt am 03.11.2026"; '' when none. */
export function prescriptionIssued(formData: FormData | null | undefined): string {
  const day = text(formData?.prescriptionDate);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? dashboardTexts.card.prescriptionIssued(formatGermanDay(day)) : '';
}

export type ScoreTone = 'red' | 'yellow' | 'green';

/** A spam score as the dashboard shows it: German, at most one decimal ("42,5"). */
export const formatSpamScore = (score: number) => germanNumber(score, { max: 1 });

/** ≥ 50 red, ≥ 30 yellow, else green (spec 000 §9). */
export function spamScoreTone(score: number | null | undefined): ScoreTone {
  const value = score ?? 0;
  if (value >= 50) return 'red';
  if (value >= 30) return 'yellow';
  return 'green';
}

// Building a formatter costs far more than using one (every notice names the Berlin time).
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (timeZone: string) => {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('de-DE', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
};

/**
 * dd.MM.yyyy HH:mm in the viewer's time zone (without Intl, whose first use costs a page ~60 ms:
 * common/format/germanDate.ts), or in the one given (the server's notices: Europe/Berlin); '' for an invalid date.
 */
export function formatGermanDateTime(value: string | Date, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  if (!timeZone) return germanDateTime(date);
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

/** dd.MM.yyyy for a YYYY-MM-DD day. */
export function formatGermanDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}
