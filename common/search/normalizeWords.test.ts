import { describe, expect, it } from 'vitest';
import {
  foldWord,
  MAX_TERMS_PER_REQUEST,
  queryWords,
  requestTerms,
  spellingsOf,
  splitWords,
} from './normalizeWords.ts';

// The server's rule (services/patientKeys.ts normalisePhone), reduced to what these tests send.
const phone = (raw: string) => {
  const digits = raw.replace(/\D/g, '');
  const national = raw.trim().startsWith('+49') ? `0${digits.slice(2)}` : digits;
  return national.length >= 5 ? national : null;
};
const noPhone = () => null;
const request = (fields: Partial<Parameters<typeof requestTerms>[0]>) =>
  requestTerms({ name: '', email: '', phoneDigits: null, text: '', ...fields });
/** Whether a request with these terms answers the query (every word has one of its terms there). */
const finds = (terms: string[], query: string) =>
  queryWords(query, phone).every((word) => word.terms.some((term) => terms.includes(term)));

describe('folding', () => {
  it('spells umlauts out, drops other diacritics and lower-cases', () => {
    expect(foldWord('Müller')).toBe('mueller');
    expect(foldWord('ÄRZTIN')).toBe('aerztin');
    expect(foldWord('Straße')).toBe('strasse');
    expect(foldWord('Élodie')).toBe('elodie');
    expect(foldWord('Łukasz')).toBe('łukasz');
    // A combining diaeresis (NFD input) is the same umlaut.
    expect(foldWord('Mu\u0308ller')).toBe('mueller');
  });

  it('gives a word with an umlaut its plain-vowel spelling too', () => {
    expect(spellingsOf('Müller')).toEqual(['mueller', 'muller']);
    expect(spellingsOf('Schmidt')).toEqual(['schmidt']);
    expect(spellingsOf('Fuß')).toEqual(['fuss']);
  });

  it('splits on anything but letters and digits and drops one-character words', () => {
    expect(splitWords('Knie-OP am 3. Mai, 14:30 Uhr; a')).toEqual([
      'Knie',
      'OP',
      'am',
      'Mai',
      '14',
      '30',
      'Uhr',
    ]);
    // Marks belong to their letter (Devanagari vowel signs), so such words stay whole.
    expect(splitWords('नमस्ते दुनिया')).toEqual(['नमस्ते', 'दुनिया']);
  });
});

describe('requestTerms', () => {
  it('finds a name with and without umlauts and by its beginning, the message by whole words', () => {
    const terms = request({ name: 'Anna Müller', text: 'Rückenschmerzen seit Montag' });
    for (const query of ['Müller', 'Mueller', 'Muller', 'MÜLL', 'mul', 'anna', 'rückenschmerzen', 'Montag'])
      expect(finds(terms, query), query).toBe(true);
    expect(finds(terms, 'Rücken')).toBe(false);
    // Beginnings only: no middle or end of a name.
    expect(finds(terms, 'ller')).toBe(false);
    expect(finds(terms, 'Anna Müller Montag')).toBe(true);
    expect(finds(terms, 'Anna Schmidt')).toBe(false);
  });

  it('finds an e-mail address whole, by its local part, its domain and its words', () => {
    const terms = request({ email: ' Anna.Mueller@Example.DE ' });
    expect(terms.slice(0, 3)).toEqual(['anna.mueller@example.de', 'anna.mueller', 'example.de']);
    for (const query of ['anna.mueller@example.de', 'ANNA.MUELLER@', '@example.de', 'example.de', 'mueller'])
      expect(finds(terms, query), query).toBe(true);
    expect(finds(terms, 'anna.mueller@example.com')).toBe(false);
  });

  it('finds a phone number however the query writes it', () => {
    const terms = request({ phoneDigits: '0301234567' });
    for (const query of ['030 1234567', '+49 30 1234567', '(030) 123 45-67', '0301234567'])
      expect(finds(terms, query), query).toBe(true);
    expect(finds(terms, '030 7654321')).toBe(false);
  });

  it('leaves out the stop words of the message, not of a name, and a query leaves them out too', () => {
    const terms = request({ name: 'Mir Jan', text: 'Ich hätte bitte gern einen Termin für die Schulter' });
    expect(terms).not.toContain('ich');
    expect(terms).not.toContain('fuer');
    expect(terms).toContain('mir');
    expect(terms).toContain('haette');
    expect(finds(terms, 'Termin für die Schulter')).toBe(true);
    expect(queryWords('Termin für die Schulter', phone).map((w) => w.terms[0])).toEqual([
      'termin',
      'schulter',
    ]);
    // A query of stop words alone still asks for them (a name may be one).
    expect(finds(terms, 'mir')).toBe(true);
  });

  it('keeps the rows of a long letter bounded, the name and address first', () => {
    const text = Array.from({ length: 2000 }, (_, i) => `wort${i}`).join(' ');
    const terms = request({ name: 'Anna Müller', email: 'a@b.de', text });
    expect(terms).toHaveLength(MAX_TERMS_PER_REQUEST);
    expect(terms).toContain('muell');
    expect(terms).toContain('a@b.de');
    expect(new Set(terms).size).toBe(terms.length);
  });
});

describe('queryWords', () => {
  it('asks for both spellings of a word with an umlaut and for the spelled-out one otherwise', () => {
    expect(queryWords('Müller', noPhone)).toEqual([{ terms: ['mueller', 'muller'], reference: null }]);
    expect(queryWords('Mueller  mueller', noPhone)).toEqual([{ terms: ['mueller'], reference: null }]);
  });

  it('marks 8 hex digits as a possible reference number, and a whole id by its first 8', () => {
    expect(queryWords('#A1B2C3D4', noPhone)).toEqual([{ terms: ['a1b2c3d4'], reference: 'a1b2c3d4' }]);
    expect(queryWords('12345678', phone)).toEqual([{ terms: ['12345678'], reference: '12345678' }]);
    expect(queryWords('a1b2c3d4-0000-4000-8000-000000000000', noPhone)).toEqual([
      { terms: ['a1b2c3d4'], reference: 'a1b2c3d4' },
    ]);
  });

  it('reads phone numbers in a query as one word, dates and postcodes as their digit groups', () => {
    expect(queryWords('Müller 030 1234567', phone).map((w) => w.terms[0])).toEqual(['0301234567', 'mueller']);
    expect(queryWords('01.05.2024', phone).map((w) => w.terms[0])).toEqual(['01', '05', '2024']);
    expect(queryWords('01067 Dresden', phone).map((w) => w.terms[0])).toEqual(['01067', 'dresden']);
    // Without the server's rule the groups are words.
    expect(queryWords('030 1234567', noPhone).map((w) => w.terms[0])).toEqual(['030', '1234567']);
  });

  it('finds nothing to ask for in one-letter words and punctuation', () => {
    expect(queryWords('a b !!', phone)).toEqual([]);
    expect(queryWords('@', phone)).toEqual([]);
  });
});
