import { describe, expect, it } from 'vitest';
import { localNumbers } from './localNumbers.ts';

describe('localNumbers', () => {
  it('writes numbers, percent and megabytes as the language does', () => {
    const en = localNumbers('en');
    expect(en.number(1234.5)).toBe('1,234.5');
    expect(localNumbers('pl').number(1.5, 2)).toBe('1,50');
    expect(localNumbers('fa').number(12)).toBe('۱۲');
    expect(localNumbers('tr').percent(5)).toBe('%5');
    expect(localNumbers('fa').percent(50)).toBe('۵۰٪');
    expect(en.megabytes(1_048_576 * 4.2)).toBe('4.20 MB');
  });

  it('says "< 0.01 MB" for a file too small for hundredths, in every language', () => {
    expect(localNumbers('en').megabytes(512)).toBe('< 0.01 MB');
    expect(localNumbers('en').megabytes(0)).toBe('0.00 MB');
    expect(localNumbers('fa').megabytes(512)).toBe('< ۰٫۰۱ MB');
  });

  it('gives a file size in whole KB below a megabyte, at least 1', () => {
    const { fileSize } = localNumbers('en');
    expect(fileSize(100)).toBe('1 KB');
    expect(fileSize(1_048_575)).toBe('1,024 KB');
    expect(fileSize(1_048_576)).toBe('1.00 MB');
  });

  it('picks the noun form by plural category, falling back to `other`', () => {
    const { counted } = localNumbers('ru');
    const seconds = { one: 'секунду', many: 'секунд', other: 'секунды' };
    expect([1, 2, 5, 21, 1.5].map((n) => counted(n, seconds))).toEqual([
      '1 секунду',
      '2 секунды',
      '5 секунд',
      '21 секунду',
      '1,5 секунды',
    ]);
    const { plural } = localNumbers('ar');
    const forms = { one: 'واحد', two: 'اثنان', few: 'قليل', other: 'غير ذلك' };
    expect([1, 2, 3, 11, 0].map((n) => plural(n, forms))).toEqual([
      'واحد',
      'اثنان',
      'قليل',
      'غير ذلك',
      'غير ذلك',
    ]);
  });
});
