// Patient text in every script the faces cover: Cyrillic, Arabic and Persian (right to left, shaped) beside
// German, in the submission PDF and the Datenauskunft, read back as a reader's copy gets it.
import { describe, expect, it } from 'vitest';
import type { ExportRequest } from '../../commands/buildDataExportModel.ts';
import { renderDataExportPdf } from './dataExportPdf.ts';
import { anamneseWith, submissionDetail } from './pdfTestData.ts';
import { readPdfGlyphRuns, readPdfText } from './pdfTextForTests.ts';
import { renderSubmissionPdf } from './submissionPdf.ts';

const cyrillic = 'Олена Шевченко';
const arabic = 'محمد الأحمد';
const persian = 'درد کمر از سه هفته پیش، صبح‌ها سفت است';
const german = 'Rückenschmerzen, 49 € – Grüße, Weiß';

/**
 * What PDF.js reads back: ligatures as typed (lam-alef in "الأحمد"; their glyphs list their letters in drawing
 * order, pdfFonts.ts), but PDF.js drops the zero-width non-joiner (pdftotext keeps it, pdfTextLayer.test.ts).
 */
const readBack = { arabic, persian: persian.replaceAll('\u200c', '') };

const submission = () =>
  submissionDetail({
    form_data: { name: cyrillic, message: `Termin für ${arabic}: ${german}` },
    patient_language: 'uk',
  });
const answers = { expectations: { text: persian }, medications: { radio: 'yes', text: 'Ibuprofen ۴۰۰' } };

const renderSubmission = () =>
  renderSubmissionPdf({
    detail: submission(),
    anamnese: anamneseWith(answers),
    practiceName: 'Physio Süd',
    generatedAt: new Date('2027-01-02T10:00:00Z'),
  });

/** Neither stand-ins ("?", U+FFFD) nor control characters. */
const NOTHING_LOST = /[?\uFFFD]|(?!\n)\p{Cc}/u;

describe('PDFs in every script', () => {
  it('the submission PDF keeps Cyrillic, Arabic and Persian text beside German', async () => {
    const { text } = await readPdfText(await renderSubmission());
    expect(text).toContain(`Formular-Einreichung\n${cyrillic}`);
    expect(text).toContain(`Name\n${cyrillic}`);
    // Staff read German: the patient's language is named, in German.
    expect(text).toContain('Sprache: Ukrainisch');
    // The Arabic name inside a German (left-to-right) line keeps its place in it.
    expect(text).toContain(`Nachricht\nTermin für ${readBack.arabic}: ${german}`);
    expect(text).toContain(`Erwartungen an die Behandlung\n${readBack.persian}`);
    expect(text).toContain('Medikamente\nJa: Ibuprofen ۴۰۰');
    expect(text).not.toMatch(NOTHING_LOST);
  });

  it('draws Arabic joined and right to left: each letter in the form its neighbours ask for', async () => {
    const runs = await readPdfGlyphRuns(await renderSubmission());
    // Drawn left to right, so the last letter comes first; lam and alef are one ligature glyph, its letters
    // listed in drawing order too (alef, then lam), so a reader reversing the run gets "الأحمد".
    const name = runs.find((run) => run.text === 'دمحألا دمحم');
    expect(name).toBeDefined();
    const [d1, m1, h1, , , , d2, m2, h2, m3] = name!.codes;
    // The same letter in another position is another glyph: medial and initial mim, medial and initial hah.
    expect(m1).not.toBe(m3);
    expect(h1).not.toBe(h2);
    expect([d1, m1]).toEqual([d2, m2]);
  });

  it('wraps a right-to-left paragraph line by line, with Latin and numbers in reading order', async () => {
    const words =
      'شنبه یکشنبه دوشنبه چهارشنبه پنجشنبه جمعه فروردین اردیبهشت خرداد مرداد شهریور مهر آبان آذر دی بهمن اسفند';
    const paragraph = `${words} روزانه Ibuprofen 400 mg و ۲ قرص ${words}`;
    const pdf = await renderSubmissionPdf({
      detail: submissionDetail({ form_data: { message: paragraph } }),
      anamnese: anamneseWith({}),
      practiceName: 'Physio Süd',
      generatedAt: new Date(),
    });
    const { pages } = await readPdfText(pdf);
    const start = pages[0].indexOf('Nachricht') + 1;
    const lines = pages[0].slice(start, pages[0].indexOf('Besondere Hinweise'));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    // Each line holds the next words in reading order: the first line starts where the paragraph starts.
    expect(lines[0].startsWith('شنبه یکشنبه')).toBe(true);
    expect(lines.join(' ')).toBe(paragraph);
  });

  it('the Datenauskunft keeps them too, in the requests and in the practice notes', async () => {
    const request = (detail: ExportRequest['detail'], note: string): ExportRequest => ({
      detail,
      anamnese: anamneseWith(answers),
      summaries: [],
      file: null,
      fileBytes: null,
      emails: [],
      notes: [{ createdAt: '2027-01-01T09:00:00.000Z', author: 'Dr. Weiß', text: note }],
      reads: [],
    });
    const pdf = await renderDataExportPdf({
      practiceName: 'Physio Süd',
      generatedAt: new Date('2027-01-02T10:00:00Z'),
      requests: [
        request(submission(), `Rückruf an ${cyrillic}`),
        request(submissionDetail({ form_data: { name: arabic, message: german } }), persian),
      ],
    });
    const { text } = await readPdfText(pdf);
    expect(text).toContain(`Name\n${cyrillic}`);
    expect(text).toContain(`Rückruf an ${cyrillic}`);
    expect(text).toContain(`Name\n${readBack.arabic}`);
    expect(text).toContain(`Nachricht\n${german}`);
    expect(text).toContain(`Erwartungen an die Behandlung\n${readBack.persian}`);
    expect(text).toContain(`· Dr. Weiß\n${readBack.persian}`);
    expect(text).not.toMatch(NOTHING_LOST);
  });
});
