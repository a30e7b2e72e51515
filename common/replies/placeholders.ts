// The placeholders of reply templates ({{praxis}}, {{name}}, …) and filling them: pure, so the dialog's
// prefilled text and the server's sent text come from the same rules.

export const REPLY_PLACEHOLDERS = ['praxis', 'name', 'referenz', 'datum', 'uhrzeit'] as const;
export type ReplyPlaceholder = (typeof REPLY_PLACEHOLDERS)[number];
export type PlaceholderValues = Partial<Record<ReplyPlaceholder, string>>;

const PLACEHOLDER = /( ?)\{\{\s*([A-Za-z]+)\s*\}\}/g;

// A patient's value may carry line breaks, tabs, other control characters or bidi overrides (typed or pasted
// into the reception, issue 43): in a subject they would start new lines, in a body they could make the
// practice's text read otherwise. Each run becomes one space; the text around it stays.
const CONTROLS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]+/gu;
const cleanValue = (value: string | undefined) =>
  (value ?? '').replace(CONTROLS, ' ').replace(/ {2,}/g, ' ').trim();

const isKnown = (name: string): name is ReplyPlaceholder =>
  (REPLY_PLACEHOLDERS as readonly string[]).includes(name);

/**
 * Replaces every known placeholder by its value in one pass (a value is never read as a template itself).
 * An empty or missing value also takes the space before it, so "Guten Tag {{name}}," without a name reads
 * "Guten Tag,". Values lose their control characters (above). Unknown placeholders stay as they are (the template save refuses them).
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, space: string, name: string) => {
    const key = name.toLowerCase();
    if (!isKnown(key)) return whole;
    const value = cleanValue(values[key]);
    return value ? `${space}${value}` : '';
  });
}

/** The names in `text` that are no placeholder of ours ("{{Datum}}" counts as {{datum}}). */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[2]!);
  return [...new Set(names.filter((name) => !isKnown(name.toLowerCase())))];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

/** A calendar day as a date input gives it (yyyy-MM-dd), or null when there is no such day. */
function parseDay(value: string): Date | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const same =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return same && year >= 2000 ? date : null;
}

export const isReplyDate = (value: string) => parseDay(value) !== null;
export const isReplyTime = (value: string) => TIME.test(value);

/**
 * Whether a day lies before yesterday (UTC): the server's and the browser's "today" may differ by a time
 * zone, so a proposal for today is never refused anywhere.
 */
export function isPastDay(value: string, now = new Date()): boolean {
  const day = parseDay(value);
  if (!day) return false;
  const yesterday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1);
  return day.getTime() < yesterday;
}

/** "2026-05-12" → "Dienstag, 12.05.2026"; '' for anything else. */
export function formatReplyDate(value: string | undefined): string {
  const day = value ? parseDay(value) : null;
  if (!day) return '';
  const [year, month, date] = value!.split('-');
  return `${WEEKDAYS[day.getUTCDay()]}, ${date}.${month}.${year}`;
}

/** "09:30" → "09:30"; '' for anything that is no time of day. */
export const formatReplyTime = (value: string | undefined) => (value && isReplyTime(value) ? value : '');

/** The values of one reply: the practice's name, the patient's, the reference number and the proposed slot. */
export const replyValues = (input: {
  practice: string;
  name: string;
  reference: string;
  date?: string;
  time?: string;
}): PlaceholderValues => ({
  praxis: input.practice,
  name: input.name,
  referenz: input.reference,
  datum: formatReplyDate(input.date),
  uhrzeit: formatReplyTime(input.time),
});
