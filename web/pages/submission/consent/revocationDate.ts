// The day a patient withdrew consent, as the revocation dialog checks it before asking the server: a real day,
// not in the future and not before the signature, all in the viewer's own calendar (the server gets YYYY-MM-DD).
import { consentDetailTexts } from '../../../../common/texts/consentDetail.ts';

const errors = consentDetailTexts.revocation.errors;
const two = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a moment in the viewer's time zone. */
export const localDay = (date: Date) =>
  `${String(date.getFullYear()).padStart(4, '0')}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;

/** A YYYY-MM-DD that names a day of the calendar (not 2025-02-30). */
function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

const dotted = (day: string) => day.split('-').reverse().join('.');

/** The German message of a day that cannot be sent, or null when it can. */
export function revocationDayError(
  value: string,
  answeredAt: string | null,
  now = new Date(),
): string | null {
  if (!isCalendarDay(value)) return errors.invalidDate;
  // Days as YYYY-MM-DD compare as text.
  if (value > localDay(now)) return errors.future;
  const answered = answeredAt ? new Date(answeredAt) : null;
  if (answered && !Number.isNaN(answered.getTime()) && value < localDay(answered))
    return errors.beforeAnswer(dotted(localDay(answered)));
  return null;
}
