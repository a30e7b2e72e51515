// When a document was answered (the server's clock), as the patient's language writes a date and a time. German
// as UI.md has it (dd.MM.yyyy, HH:mm); other languages through Intl with the month written out, so "03/04"
// cannot be read two ways; always the Gregorian calendar, the one the practice's documents use.
import { germanDate } from '../../../../common/format/germanDate.ts';
import type { PatientLanguage } from '../../../../common/texts/patient/languages.ts';

const two = (n: number) => String(n).padStart(2, '0');

export function answerTime(iso: string, language: PatientLanguage): { date: string; time: string } {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return { date: iso, time: '' };
  if (language === 'de')
    return { date: germanDate(at), time: `${two(at.getHours())}:${two(at.getMinutes())}` };
  // English as written in Europe (12 March 2025), not the American month-first order.
  const locale = language === 'en' ? 'en-GB' : language;
  return {
    date: new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      calendar: 'gregory',
    }).format(at),
    time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      at,
    ),
  };
}
