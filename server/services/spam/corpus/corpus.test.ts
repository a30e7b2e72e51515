import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSeedCorpus } from '../seedCorpus.ts';

// Shape and mix of the hand-written seed corpus (see README.md beside this file).
const FORM_TYPES = ['contact', 'prescription', 'bewerbung', 'training', 'anamnese'];
const NAME_AND_MAIL_KEYS = new Set([
  'name',
  'fullName',
  'firstName',
  'lastName',
  'vorname',
  'nachname',
  'email',
]);
/** The languages patients in Germany write most besides German (issue 11): ham and spam in each. */
const PATIENT_LANGUAGES = [
  'en',
  'tr',
  'ru',
  'uk',
  'ar',
  'pl',
  'ro',
  'hr',
  'el',
  'it',
  'es',
  'fa',
  'vi',
  'zh',
];

type Entry = { formType: string; formData: Record<string, unknown> };

const files = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) =>
    readdirSync(join(import.meta.dirname, dir.name)).map((file) => ({
      language: dir.name,
      file,
      raw: readFileSync(join(import.meta.dirname, dir.name, file), 'utf8'),
    })),
  );
const corpus = loadSeedCorpus();
const ham = corpus.filter((e) => e.label === 'ham');
const spam = corpus.filter((e) => e.label === 'spam');

/** The free text a person wrote: every string value except names and e-mail addresses. */
const textOf = (entry: Entry) =>
  Object.entries(entry.formData)
    .filter(([key, value]) => !NAME_AND_MAIL_KEYS.has(key) && typeof value === 'string')
    .map(([, value]) => value as string)
    .join('\n');

const tryParse = (line: string): Entry | null => {
  try {
    return JSON.parse(line) as Entry;
  } catch {
    return null;
  }
};

describe('seed corpus', () => {
  it('has only <language>/ham.jsonl and <language>/spam.jsonl, with two-letter language folders', () => {
    for (const { language, file } of files) {
      expect(language).toMatch(/^[a-z]{2}$/);
      expect(['ham.jsonl', 'spam.jsonl'], `${language}/${file}`).toContain(file);
    }
  });

  it('every line is a submission with a known form type and some text, and every file ends with a newline', () => {
    for (const { language, file, raw } of files) {
      expect(raw.endsWith('\n'), `${language}/${file} ends with a newline`).toBe(true);
      raw
        .slice(0, -1)
        .split('\n')
        .forEach((line, i) => {
          const where = `${language}/${file} line ${i + 1}`;
          const entry = tryParse(line);
          if (entry === null) expect.unreachable(`${where} is not valid JSON`);
          expect(FORM_TYPES, where).toContain(entry.formType);
          expect(
            typeof entry.formData === 'object' && entry.formData !== null && !Array.isArray(entry.formData),
            where,
          ).toBe(true);
          expect(textOf(entry).trim() || Object.values(entry.formData).join(''), where).not.toBe('');
        });
    }
  });

  it('has no line twice, within or across the files', () => {
    const all = files.flatMap(({ raw }) => raw.slice(0, -1).split('\n'));
    expect(all.filter((line, i) => all.indexOf(line) !== i)).toEqual([]);
  });

  it('has enough examples of each class', () => {
    expect(ham.length).toBeGreaterThanOrEqual(1000);
    expect(spam.length).toBeGreaterThanOrEqual(450);
  });

  it('covers the languages patients write in Germany: ham and spam in each', () => {
    const count = (language: string, label: 'ham' | 'spam') =>
      corpus.filter((e) => e.language === language && e.label === label).length;
    for (const language of PATIENT_LANGUAGES) {
      expect(count(language, 'ham'), `${language} ham`).toBeGreaterThanOrEqual(30);
      expect(count(language, 'spam'), `${language} spam`).toBeGreaterThanOrEqual(10);
    }
    expect(count('de', 'ham')).toBeGreaterThanOrEqual(300);
  });

  it('files each example under the script its language is written in', () => {
    const SCRIPT: Record<string, RegExp> = {
      ru: /\p{Script=Cyrillic}/u,
      uk: /\p{Script=Cyrillic}/u,
      ar: /\p{Script=Arabic}/u,
      fa: /\p{Script=Arabic}/u,
      el: /\p{Script=Greek}/u,
      zh: /\p{Script=Han}/u,
    };
    for (const [language, script] of Object.entries(SCRIPT)) {
      const examples = corpus.filter((e) => e.language === language);
      const inScript = examples.filter((e) => script.test(textOf(e)));
      // Some write their language in Latin letters (transliteration, Arabizi, Finglish); most do not.
      expect(inScript.length / examples.length, language).toBeGreaterThanOrEqual(0.7);
    }
  });

  it('has ham that mentions links, the website, "kostenlos" or "Angebot"', () => {
    const nuanced = ham.filter((e) => /https?:\/\/|\bwww\.|website|kostenlos|angebot/i.test(textOf(e)));
    expect(nuanced.length).toBeGreaterThanOrEqual(15);
  });
});
