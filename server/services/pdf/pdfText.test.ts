import { describe, expect, it } from 'vitest';
import { loadPdfFonts } from './pdfFonts.ts';
import { pdfSafe } from './pdfText.ts';

const { covers } = await loadPdfFonts();

describe('pdfSafe', () => {
  it('keeps every script a face has, German included', () => {
    for (const text of [
      'Jürgen Weiß – 49 € „gut“',
      'Łukasz Şahin ć Đorđe',
      'Олена Шевченко',
      'Ελένη',
      'محمد الأحمد',
      'درد کمر، صبح‌ها ۴۹',
      'שלום',
    ])
      expect(pdfSafe(text, covers)).toBe(text);
  });

  it('drops control characters, gives symbols without a face a stand-in and the rest a "?"', () => {
    expect(pdfSafe('a\u0007b\r\nzweite\tZeile\u2028dritte', covers)).toBe('ab\nzweite  Zeile\ndritte');
    expect(pdfSafe('→ ok ✓ ≥ 3', covers)).toBe('-> ok x >= 3');
    // An emoji has no face; its variation selector is dropped with it.
    expect(pdfSafe('gut 👍️ 你好', covers)).toBe('gut ? ??');
    // What no face has but its compatibility decomposition: the decomposition.
    expect(pdfSafe('①Ａ', covers)).toBe('1A');
  });
});
