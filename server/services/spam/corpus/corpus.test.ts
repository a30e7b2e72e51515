import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

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

type Entry = { formType: string; formData: Record<string, unknown> };

function lines(label: 'ham' | 'spam'): string[] {
  const raw = readFileSync(join(import.meta.dirname, `${label}.jsonl`), 'utf8');
  expect(raw.endsWith('\n'), `${label}.jsonl ends with a newline`).toBe(true);
  return raw.slice(0, -1).split('\n');
}

const ham = lines('ham');
const spam = lines('spam');
const parse = (line: string) => JSON.parse(line) as Entry;
const tryParse = (line: string): Entry | null => {
  try {
    return parse(line);
  } catch {
    return null;
  }
};

/** The free text a person wrote: every string value except names and e-mail addresses. */
const textOf = (entry: Entry) =>
  Object.entries(entry.formData)
    .filter(([key, value]) => !NAME_AND_MAIL_KEYS.has(key) && typeof value === 'string')
    .map(([, value]) => value as string)
    .join('\n');

const EN_WORDS = new Set(
  'the and you your is are to for we with our have i my can please this that of it me do be would at on what thanks hello hi there just not if from'.split(
    ' ',
  ),
);
const DE_WORDS = new Set(
  'der die das und ich sie nicht mit für ist ein eine bitte wir haben ihr ihre auf zu den dem es auch bei wie kann noch mein meine hallo guten sehr vielen danke oder sind im'.split(
    ' ',
  ),
);

/** Mostly English: at least three English function words, and more of them than German ones. */
function isEnglish(text: string): boolean {
  const words = text.toLowerCase().match(/[a-zäöüß']+/g) ?? [];
  const en = words.filter((w) => EN_WORDS.has(w)).length;
  const de = words.filter((w) => DE_WORDS.has(w)).length;
  return en >= 3 && en > de;
}

const FOREIGN_SCRIPT = /[\u0400-\u04ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/;
const LINK_OR_OFFER_WORD = /https?:\/\/|\bwww\.|website|kostenlos|angebot/i;

describe('seed corpus', () => {
  for (const [label, file] of [
    ['ham', ham],
    ['spam', spam],
  ] as const) {
    it(`${label}.jsonl: every line is a submission with a known form type and some text`, () => {
      file.forEach((line, i) => {
        const where = `${label}.jsonl line ${i + 1}`;
        const entry = tryParse(line);
        if (entry === null) expect.unreachable(`${where} is not valid JSON`);
        expect(FORM_TYPES, where).toContain(entry.formType);
        expect(
          typeof entry.formData === 'object' && entry.formData !== null && !Array.isArray(entry.formData),
          where,
        ).toBe(true);
        const strings = Object.values(entry.formData).filter((v) => typeof v === 'string' && v.trim() !== '');
        expect(strings.length, where).toBeGreaterThan(0);
      });
    });
  }

  it('has enough examples of each class', () => {
    expect(ham.length).toBeGreaterThanOrEqual(260);
    expect(spam.length).toBeGreaterThanOrEqual(160);
  });

  it('has no line twice, within or across the files', () => {
    const all = [...ham, ...spam];
    const duplicates = all.filter((line, i) => all.indexOf(line) !== i);
    expect(duplicates).toEqual([]);
  });

  it('has English in both classes: ≥ 10 % of ham, ≥ 5 % of spam', () => {
    const englishHam = ham.map(parse).filter((e) => isEnglish(textOf(e))).length;
    const englishSpam = spam.map(parse).filter((e) => isEnglish(textOf(e))).length;
    expect(englishHam / ham.length).toBeGreaterThanOrEqual(0.1);
    expect(englishSpam / spam.length).toBeGreaterThanOrEqual(0.05);
  });

  it('has spam in Cyrillic or CJK script', () => {
    const foreign = spam.filter((line) => FOREIGN_SCRIPT.test(JSON.stringify(parse(line).formData)));
    expect(foreign.length).toBeGreaterThanOrEqual(8);
  });

  it('has ham that mentions links, the website, "kostenlos" or "Angebot"', () => {
    const nuanced = ham.filter((line) => LINK_OR_OFFER_WORD.test(textOf(parse(line))));
    expect(nuanced.length).toBeGreaterThanOrEqual(15);
  });

  it('the English check tells the languages apart', () => {
    expect(isEnglish('Hi, I have to cancel my appointment tomorrow, sorry!')).toBe(true);
    expect(isEnglish('Hallo, ich muss meinen Termin morgen leider absagen, tut mir leid.')).toBe(false);
  });
});
