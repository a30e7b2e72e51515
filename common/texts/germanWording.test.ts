// The German wording (issue 29): patients are addressed with "Sie", never "du"; our own German texts say "KI",
// not "AI", and never show the technical "magiclink"; "verarbeitet" is for data processing, the desk's workflow
// says "bearbeitet". Texts the spec quotes verbatim keep their English words (listed below).
import { describe, expect, it } from 'vitest';
import { dashboardTexts } from './dashboard.ts';
import { de } from './patient/de.ts';

/** Informal address: du and its forms, and the du-imperatives a form is likely to use. */
const DU_FORMS =
  /\b(du|dich|dir|dein\w*|euch|euer\w*|wähle|gib|lade|schreib|schreibe|sende|klicke|tippe|prüfe|nimm|bring|bringe|melde)\b/i;
const ENGLISH = /\bAI\b|magiclink/i;
/** "verarbeitet" belongs to texts about processing data only. */
const PROCESSED = /\b(un)?verarbeitet\b/i;
const ABOUT_DATA = /Angaben|Daten/;

/**
 * Spec quotes (or their fixed start) with an English word or the spec's "verarbeitet": they stay exactly as the
 * spec writes them.
 */
const VERBATIM = [
  'AI-Zusammenfassung erstellen',
  'AI-Generierung fehlgeschlagen: ',
  'Als verarbeitet markieren',
  'Als unverarbeitet markieren',
];
const isVerbatim = (text: string) => VERBATIM.some((quote) => text.startsWith(quote));

/** Arguments to call a text function with: a practice's words, numbers, a plain text, a yes/no. */
const SAMPLE_WORDS = {
  company: 'Praxis',
  practice: 'Praxis',
  fullName: 'Praxis Beispiel',
  providers: 'Therapeut:innen',
  treatment: 'Behandlung',
  appointment: 'Termin',
};
const SAMPLES: unknown[] = [SAMPLE_WORDS, 1, 2, 28, 'X', true, false];

/** Every text under `value` with its path; functions are called with each kind of sample argument. */
function textsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    return SAMPLES.flatMap((sample) => {
      try {
        const result = value(...Array.from({ length: Math.max(1, value.length) }, () => sample));
        return textsOf(result, `${path}(${typeof sample})`);
      } catch {
        return []; // This kind of argument does not fit this function; another one does.
      }
    });
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${path}.${key}`));
  return [];
}

const offending = (texts: [string, string][], pattern: RegExp) =>
  texts
    .filter(([, text]) => pattern.test(text) && !isVerbatim(text))
    .map(([path, text]) => `${path}: ${text}`);

// Every German text module of the app (the patient catalogues of other languages live in patient/).
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });
const staffTexts = Object.entries(modules).flatMap(([file, module]) => textsOf(module, file));
const patientTexts = textsOf({ ...de, language: undefined }, 'de');

describe('German wording', () => {
  it('the checks find what they look for', () => {
    expect(offending([['x', 'Bitte wähle eine Datei aus']], DU_FORMS)).toHaveLength(1);
    expect(offending([['x', 'Hast du Schmerzen?']], DU_FORMS)).toHaveLength(1);
    expect(offending([['x', 'Persönlicher Link (magiclink)']], ENGLISH)).toHaveLength(1);
    expect(offending([['x', 'AI-Analyse läuft']], ENGLISH)).toHaveLength(1);
    expect(
      offending([['x', 'Bitte wählen Sie eine Datei aus. Direkt, dirigieren, Einladung.']], DU_FORMS),
    ).toEqual([]);
  });

  it('walks the whole patient catalogue, texts of its functions included', () => {
    expect(patientTexts.length).toBeGreaterThan(300);
    expect(patientTexts.map(([, text]) => text)).toContain('Bitte wählen Sie eine Datei aus.');
    expect(patientTexts.map(([, text]) => text)).toContain(de.reception.cancellation.notice(2));
  });

  it('addresses patients with "Sie" everywhere', () => {
    expect(offending(patientTexts, DU_FORMS)).toEqual([]);
  });

  it('says neither "AI" nor "magiclink" to patients or staff, beyond the spec’s own quotes', () => {
    expect(offending(patientTexts, ENGLISH)).toEqual([]);
    expect(offending(staffTexts, ENGLISH)).toEqual([]);
    expect(offending(staffTexts, DU_FORMS)).toEqual([]);
  });

  it('keeps "verarbeitet" for data processing: the workflow says "bearbeitet"', () => {
    const misused = [...patientTexts, ...staffTexts].filter(
      ([, text]) => PROCESSED.test(text) && !ABOUT_DATA.test(text) && !isVerbatim(text),
    );
    expect(misused).toEqual([]);
  });

  it('counts one submission in the singular', () => {
    expect(dashboardTexts.bulkDelete.title(1)).toBe('Lösche 1 Einreichung');
    expect(dashboardTexts.bulkDelete.title(3)).toBe('Lösche 3 Einreichungen');
  });
});
