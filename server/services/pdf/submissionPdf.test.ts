import { describe, expect, it } from 'vitest';
import type { AnamneseDetail, SubmissionDetail } from '../../../common/schemas/submissionDetail.ts';
import { submissionDetail as detail, submissionId as id, noAnamnese } from './pdfTestData.ts';
import { readPdfText } from './pdfTextForTests.ts';
import { renderSubmissionPdf, submissionPdfFileName } from './submissionPdf.ts';

const render = (d: SubmissionDetail, anamnese: AnamneseDetail = noAnamnese) =>
  renderSubmissionPdf({ detail: d, anamnese, practiceName: 'Physio Süd', generatedAt: new Date() });

describe('renderSubmissionPdf', () => {
  it('flows long text onto further pages with the footer on each, and keeps the patient out of the metadata', async () => {
    const long = 'Seit drei Wochen ziehende Schmerzen im unteren Rücken, morgens steif. '.repeat(120);
    const pdf = await render(
      detail({
        generated_text: {
          text: long,
          html: '',
          model: 'lokal',
          generated_at: '2026-12-31T23:40:00.000Z',
          fallback_reason: null,
        },
      }),
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text, info } = await readPdfText(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const [i, page] of pages.entries())
      expect(page.join('\n')).toContain(
        `Vertraulich – Gesundheitsdaten · Seite ${i + 1} von ${pages.length}`,
      );
    expect(text).toContain('Seite 2 von');
    expect(text).toContain('Generierter Fließtext');
    expect(text).toContain('Exportiert am');
    expect(info).toMatchObject({ Title: 'Formular-Einreichung 3F2A9C1E', Author: 'Praxisdesk' });
    expect(JSON.stringify(info)).not.toMatch(/Jürgen|Weiß|Rücken/);
  });

  it('says so when the form data cannot be decrypted, and shows no anamnese sections without one', async () => {
    const { text } = await readPdfText(await render(detail({ form_data: null })));
    expect(text).toContain('Formular-Informationen\nEntschlüsselung fehlgeschlagen');
    // Without a readable name the title is the detail screen's "Einreichung #id" (spec 001 §2.1).
    expect(text).toContain('Einreichung #3f2a9c1e-5b7d-4e8f-9a01-23456789abcd');
    expect(text).not.toContain('Besondere Hinweise');
    expect(text).not.toContain('Detaillierte Anamnese-Antworten');
  });

  it('lists red flags first, then risk factors not already listed, and marks flagged answers', async () => {
    const anamnese: AnamneseDetail = {
      anamnese: {
        id: '00000000-0000-4000-8000-000000000002',
        original_submission_id: id,
        completed_at: '2026-12-31T23:35:00.000Z',
        answers: { nightSweats: 'yes', comorbidities: { radio: 'no', text: '' } },
      },
      summary: {
        id: '00000000-0000-4000-8000-000000000003',
        created_at: '2026-12-31T23:36:00.000Z',
        ai_model: 'test-modell',
        tokens_used: 0,
        processing_time_ms: 1,
        fallback_reason: null,
        summary: {
          summary: 'Kurz.',
          keyFindings: [],
          recommendations: ['Ärztliche Abklärung'],
          riskFactors: ['Nächtliche Schweißausbrüche (B-Symptomatik abklären)', 'Raucher'],
        },
      },
    };
    const { text } = await readPdfText(await render(detail(), anamnese));
    const hints = text.slice(text.indexOf('Besondere Hinweise'), text.indexOf('KI-Zusammenfassung'));
    expect(hints.trim().split('\n').slice(1)).toEqual([
      'Warnzeichen: Nächtliche Schweißausbrüche (B-Symptomatik abklären)',
      '• Raucher',
    ]);
    expect(text).toContain('Nächtliche Schweißausbrüche\nWarnzeichen: Ja');
    expect(text).toContain('Vorerkrankungen\nNein');
    expect(text).toContain('Medikamente\nNicht angegeben');
    expect(text).toContain('Wichtige Befunde\nKeine');
    expect(text).toContain('Modell: test-modell');
  });

  it('names the file by reference number and the day it arrived in Berlin', () => {
    // 23:30 UTC on New Year's Eve is already 1 January in Berlin.
    expect(submissionPdfFileName(id, '2026-12-31T23:30:00.000Z')).toBe('Einreichung-3F2A9C1E-2027-01-01.pdf');
  });
});
