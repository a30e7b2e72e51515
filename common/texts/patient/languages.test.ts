import { describe, expect, it } from 'vitest';
import { chooseLanguage, PATIENT_LANGUAGES } from './languages.ts';

const ALL = PATIENT_LANGUAGES;

describe('chooseLanguage', () => {
  it('takes ?lang= first, then the browser’s languages in their order, else German', () => {
    expect(chooseLanguage(ALL, 'tr', ['ar', 'en'])).toBe('tr');
    expect(chooseLanguage(ALL, null, ['pl-PL', 'en'])).toBe('pl');
    expect(chooseLanguage(ALL, null, ['ja', 'fr-FR'])).toBe('de');
    expect(chooseLanguage(ALL, undefined, [])).toBe('de');
  });

  it('reads region tags, upper case and Dari (prs) as Persian', () => {
    expect(chooseLanguage(ALL, 'TR', [])).toBe('tr');
    expect(chooseLanguage(ALL, null, ['uk_UA'])).toBe('uk');
    expect(chooseLanguage(ALL, null, ['prs-AF'])).toBe('fa');
  });

  it('skips what the practice turned off and what it does not know; German is always offered', () => {
    expect(chooseLanguage(['de', 'en'], 'tr', ['ru', 'en'])).toBe('en');
    expect(chooseLanguage(['de'], 'ar', ['ar'])).toBe('de');
    expect(chooseLanguage(['de', 'en'], 'xx', [])).toBe('de');
    expect(chooseLanguage([], 'de', ['en'])).toBe('de');
  });
});
