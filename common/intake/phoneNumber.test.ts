import { describe, expect, it } from 'vitest';
import { asciiDigits, isPlausiblePhone } from './phoneNumber.ts';

describe('asciiDigits', () => {
  it('turns Arabic-Indic and Persian digits into 0–9 and leaves the rest', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(asciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(asciiDigits('+49 (۰۳۰) ١٢٣-45')).toBe('+49 (030) 123-45');
  });
});

describe('isPlausiblePhone', () => {
  it('wants phone characters only and at least 6 digits', () => {
    expect(isPlausiblePhone('123456')).toBe(true);
    expect(isPlausiblePhone('12345')).toBe(false);
    expect(isPlausiblePhone('+49 30 / 123-4 (Büro)')).toBe(false);
    expect(isPlausiblePhone('۱۲۳۴۵۶')).toBe(true);
  });
});
