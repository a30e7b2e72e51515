// The text layer of a PDF as poppler's pdftotext reads it (copying in Evince and most Linux viewers, search
// tools): right-to-left patient text must come back as typed, ligatures and the Persian ZWNJ included (issue 43).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { anamneseWith, submissionDetail } from './pdfTestData.ts';
import { renderSubmissionPdf } from './submissionPdf.ts';

const arabic = 'أعاني من ألم في الظهر منذ أسبوعين';
// With its zero-width non-joiner: "می‌کند" and "میکند" are different spellings to a search.
const persian = 'از دو هفته پیش کمرم درد می‌کند';
const hebrew = 'אני סובלת מכאבי גב כבר שבועיים';
const phone = 'Telefon 030 1234567';
const mixed = { before: 'اتصلوا بي على', after: 'من فضلك' };
const german = 'Rückenschmerzen seit 2 Wochen, 49 € – Grüße, Weiß';

/**
 * pdftotext's output, its lines with whitespace collapsed and without the embedding marks (U+202A–U+202E) it puts
 * around each right-to-left stretch for display; nothing of the patient's text is among them.
 */
function pdftotext(pdf: Buffer): string[] {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  return text.split('\n').map((line) =>
    line
      .replace(/[\u202a-\u202e]/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

describe('the PDF text layer read by pdftotext', () => {
  it('gives Arabic, Persian and Hebrew back as typed, beside German and Latin digits', async () => {
    // A process that has laid out Arabic before: the later PDF's glyphs must still tell their characters.
    await renderSubmissionPdf({
      detail: submissionDetail({ form_data: { name: 'Amira', message: 'ي' } }),
      anamnese: anamneseWith({}),
      practiceName: 'Physio Süd',
      generatedAt: new Date('2027-01-02T10:00:00Z'),
    });
    const pdf = await renderSubmissionPdf({
      detail: submissionDetail({
        form_data: {
          name: 'Jürgen Weiß',
          message: persian,
          grund: hebrew,
          betreff: `${mixed.before} ${phone} ${mixed.after}`,
          anliegen: german,
        },
      }),
      anamnese: anamneseWith({ expectations: { text: arabic } }),
      practiceName: 'Physio Süd',
      generatedAt: new Date('2027-01-02T10:00:00Z'),
    });
    const lines = pdftotext(pdf);
    expect(lines).toContain(arabic);
    expect(lines).toContain(persian);
    expect(lines).toContain(hebrew);
    expect(lines).toContain(german);
    expect(lines).toContain('Jürgen Weiß');
    // pdftotext orders a line's stretches by the page's main direction (German here): the right-to-left
    // sentence comes back in the visual order of its stretches (on an Arabic page in reading order); each
    // stretch reads as typed, the phone number with its digits in order.
    const line = lines.find((l) => l.includes(phone));
    expect(line, JSON.stringify(lines)).toBeDefined();
    expect(line).toContain(mixed.before);
    expect(line).toContain(mixed.after);
  });
});
