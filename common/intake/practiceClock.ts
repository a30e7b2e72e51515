// The practice's wall clock (Europe/Berlin): patients type their appointment and the date on their
// prescription as the practice's local day and time, and browser and server must judge "in the past" alike,
// whatever zone the server or a travelling patient's phone is set to.

export const PRACTICE_TIME_ZONE = 'Europe/Berlin';

/** A day as `<input type="date">` gives it: YYYY-MM-DD. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A time as `<input type="time">` gives it: HH:MM (seconds, if a browser adds them, are ignored). */
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

/** The day's parts when it is a real calendar day ("2026-02-30" is not). */
function dayParts(day: string): [number, number, number] | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? [y, m, d]
    : null;
}

export const isDay = (value: string) => dayParts(value) !== null;
export const isTime = (value: string) => TIME.test(value);

// Building a formatter costs far more than using one.
let berlin: Intl.DateTimeFormat | null = null;

/** Now on the practice's wall clock: its day and its minute. */
export function practiceNow(now: Date = new Date()): { day: string; time: string } {
  berlin ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: PRACTICE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(berlin.formatToParts(now).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** A wall-clock moment as if it were UTC: differences between two of them are wall-clock differences. */
const wallMillis = (day: string, time = '00:00') => {
  const [y, m, d] = dayParts(day) ?? [Number.NaN, 1, 1];
  const [hh, mm] = time.split(':').map(Number);
  return Date.UTC(y, m - 1, d, hh ?? 0, mm ?? 0);
};

/**
 * Minutes from now until a day and time on the practice's clock; negative when it has passed. Counted on the
 * wall clock, so across a change to or from summer time it may be an hour off, which no notice period minds.
 */
export function minutesUntil(day: string, time: string, now: Date = new Date()): number {
  const current = practiceNow(now);
  return Math.round((wallMillis(day, time) - wallMillis(current.day, current.time)) / 60_000);
}

/** Whole days from a day until today on the practice's clock; negative for a day still to come. */
export function daysSince(day: string, now: Date = new Date()): number {
  return Math.round((wallMillis(practiceNow(now).day) - wallMillis(day)) / 86_400_000);
}
