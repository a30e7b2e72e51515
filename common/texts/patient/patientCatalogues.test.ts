// Every key of the German patient catalogue exists in every language, of the same kind (a text, a function
// taking as many arguments, a list as long); every question and option of the anamnese has its label; and a
// function gives a non-empty text. TypeScript checks the shape too; this catches what a cast would hide.
import { describe, expect, it } from 'vitest';
import { QUESTIONNAIRE } from '../../anamnese/questionnaire.ts';
import { PATIENT_CATALOGUES } from './catalogues.ts';
import { de } from './de.ts';
import { LANGUAGE_INFO, PATIENT_LANGUAGES } from './languages.ts';

/** Sample arguments for a catalogue function: words, numbers, names. */
const SAMPLE_WORDS = {
  fullName: 'Praxis Beispiel',
  company: 'X',
  practice: 'X',
  providers: 'X',
  treatment: 'X',
  appointment: 'X',
};
const sampleArgs = (count: number) => Array.from({ length: count }, (_, i) => (i === 0 ? SAMPLE_WORDS : 2));

/** Where `other` differs in shape from `german`, as "path: what". */
function shapeProblems(german: unknown, other: unknown, path: string): string[] {
  if (typeof german === 'string')
    return typeof other === 'string' && other.trim() ? [] : [`${path}: Text fehlt`];
  if (typeof german === 'function') {
    if (typeof other !== 'function') return [`${path}: Funktion fehlt`];
    if (other.length !== german.length) return [`${path}: ${german.length} Argumente erwartet`];
    return [];
  }
  if (Array.isArray(german)) {
    if (!Array.isArray(other) || other.length !== german.length) return [`${path}: Liste anders lang`];
    return german.flatMap((item, i) => shapeProblems(item, other[i], `${path}[${i}]`));
  }
  if (german && typeof german === 'object') {
    if (!other || typeof other !== 'object') return [`${path}: fehlt`];
    const extra = Object.keys(other).filter((key) => !(key in german));
    return [
      ...extra.map((key) => `${path}.${key}: gibt es im Deutschen nicht`),
      ...Object.entries(german).flatMap(([key, value]) =>
        shapeProblems(value, (other as Record<string, unknown>)[key], `${path}.${key}`),
      ),
    ];
  }
  return [];
}

describe('patient catalogues', () => {
  it('has one catalogue per language, each naming its own language', () => {
    expect(Object.keys(PATIENT_CATALOGUES).sort()).toEqual([...PATIENT_LANGUAGES].sort());
    for (const language of PATIENT_LANGUAGES) expect(PATIENT_CATALOGUES[language].language).toBe(language);
  });

  it('the German questionnaire texts are the questionnaire’s own', () => {
    for (const question of QUESTIONNAIRE)
      expect(de.questionnaire.questions[question.id]?.title).toBe(question.title);
  });

  for (const language of PATIENT_LANGUAGES.filter((l) => l !== 'de')) {
    describe(`${language} (${LANGUAGE_INFO[language].germanName})`, () => {
      const catalogue = PATIENT_CATALOGUES[language];

      it('has every key of the German catalogue, of the same kind', () => {
        const { language: _l, ...german } = de;
        const { language: _o, ...other } = catalogue;
        expect(shapeProblems(german, other, language)).toEqual([]);
      });

      it('every function gives a text that is not the German one', () => {
        const problems: string[] = [];
        const walk = (german: unknown, other: unknown, path: string) => {
          if (typeof german === 'function' && typeof other === 'function') {
            const args = sampleArgs(german.length);
            const text = other(...args);
            if (typeof text !== 'string' || !text.trim()) problems.push(`${path}: leer`);
          } else if (german && typeof german === 'object' && other && typeof other === 'object')
            for (const [key, value] of Object.entries(german))
              walk(value, (other as Record<string, unknown>)[key], `${path}.${key}`);
        };
        walk(de.reception, catalogue.reception, 'reception');
        walk(de.anamnese, catalogue.anamnese, 'anamnese');
        walk(de.mail, catalogue.mail, 'mail');
        expect(problems).toEqual([]);
        // A catalogue that copied German would pass the shape check: its texts must be its own.
        expect(catalogue.reception.home.welcomeTitle).not.toBe(de.reception.home.welcomeTitle);
        expect(catalogue.anamnese.next).not.toBe(de.anamnese.next);
      });
    });
  }
});
