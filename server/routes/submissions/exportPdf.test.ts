import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import { anamneseAiSummaries, auditLog, formSubmissions, submissionFiles } from '../../db/schema.ts';
import { imagePlacements } from '../../services/pdf/imagePlacementsForTests.ts';
import { countPaintedImages, readPdfText } from '../../services/pdf/pdfTextForTests.ts';
import { createRequest, sendAnamnese, uploadFile } from '../../test/detail.ts';
import { type makeTenant, practiceWithStaff } from '../../test/factories.ts';
import { jpegImage, pngImage } from '../../test/files.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
let cookie: string;
let strangerCookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const practice = await practiceWithStaff(ctx, { name: 'Physiotherapie Süd' });
  ({ tenant, cookie, strangerCookie } = practice);
});
afterAll(() => ctx.close());

const exportPdf = (id: string, headers: Record<string, string> = { cookie }) =>
  ctx.app.inject({ method: 'GET', url: `/api/submissions/${id}/pdf`, headers });

const patientRequest = {
  type: 'prescription',
  name: 'Jürgen Weiß',
  email: 'juergen@beispiel.test',
  phone: '030 1234567',
  message: 'Rückenschmerzen, 49 € Zuzahlung ist in Ordnung.',
  privacyConsent: true,
};

// Red flags: cancer, and severe pain (9) that gets worse; bodyParts etc. skipped.
const answers = {
  painLevel: 9,
  problemEvolution: 'schlechter',
  cancer: 'yes',
  comorbidities: { radio: 'no', text: '' },
  medications: { radio: 'yes', text: 'Ibuprofen 600 mg, Tamoxifen' },
  expectations: { text: 'Wieder schmerzfrei zur Arbeit gehen', checkbox: true },
};

const berlinDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(iso));

describe('GET /api/submissions/:id/pdf', () => {
  it('exports form data, red flags first, the summary and every answer in German, and audits the export', async () => {
    const { submissionId } = await createRequest(ctx, tenant.tenantId, patientRequest);
    const anamneseId = await sendAnamnese(ctx, tenant.tenantId, submissionId, answers);
    await ctx.db.insert(anamneseAiSummaries).values({
      anamneseSubmissionId: anamneseId,
      encryptedSummary: await ctx.crypto.encryptJson(tenant.id, {
        summary: 'Starke, zunehmende Rückenschmerzen bei Krebsanamnese.',
        keyFindings: ['Schmerzstärke 9/10'],
        recommendations: ['Ärztliche Abklärung vor Behandlungsbeginn'],
        // The first repeats a red flag and must not be listed twice.
        riskFactors: [
          'Krebserkrankung (aktuell oder in der Vorgeschichte) angegeben',
          'Einnahme von Tamoxifen',
        ],
      }),
      aiModel: 'test-modell',
      tokensUsed: 10,
      processingTimeMs: 20,
    });

    const response = await exportPdf(submissionId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const [{ createdAt }] = await ctx.db
      .select({ createdAt: formSubmissions.createdAt })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, submissionId));
    const fileName = `Einreichung-${referenceNumber(submissionId)}-${berlinDay(createdAt.toISOString())}.pdf`;
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );

    const { text, info } = await readPdfText(response.rawPayload);
    expect(info.Title).toBe(`Formular-Einreichung ${referenceNumber(submissionId)}`);
    expect(JSON.stringify(info)).not.toMatch(/Jürgen|Weiß|Rücken|Krebs/);
    for (const expected of [
      'Physiotherapie Süd',
      'Formular-Einreichung\nJürgen Weiß',
      `Referenznummer: ${referenceNumber(submissionId)}`,
      'Formulartyp: Rezept',
      'Status: Unbearbeitet · Kein Spam',
      'Name\nJürgen Weiß',
      'Nachricht\nRückenschmerzen, 49 € Zuzahlung ist in Ordnung.',
      'Art der Anfrage\n',
      'KI-Zusammenfassung\nStarke, zunehmende Rückenschmerzen bei Krebsanamnese.',
      'Empfehlungen\n• Ärztliche Abklärung vor Behandlungsbeginn',
      'Ausgefüllt am: 20.11.2026 09:30',
      'Schmerzstärke (1–10)\nWarnzeichen: 9 von 10',
      'Krebserkrankung\nWarnzeichen: Ja',
      'Medikamente\nJa: Ibuprofen 600 mg, Tamoxifen',
      'Vorerkrankungen\nNein',
      'Betroffene Körperregionen\nNicht angegeben',
      'Nächtliche Schweißausbrüche\nNicht angegeben',
      'Erwartungen an die Behandlung\nWieder schmerzfrei zur Arbeit gehen',
    ])
      expect(text).toContain(expected);

    // "Besondere Hinweise" before the summary and the answers; its first items are the red flags.
    const hintsAt = text.indexOf('Besondere Hinweise');
    expect(hintsAt).toBeGreaterThan(text.indexOf('Formular-Informationen'));
    expect(hintsAt).toBeLessThan(text.indexOf('KI-Zusammenfassung'));
    expect(hintsAt).toBeLessThan(text.indexOf('Detaillierte Anamnese-Antworten'));
    // A page's footer may fall in between.
    const hints = text
      .slice(hintsAt, text.indexOf('KI-Zusammenfassung'))
      .trim()
      .split('\n')
      .slice(1)
      .filter((line) => !line.startsWith('Vertraulich – Gesundheitsdaten'));
    expect(hints).toEqual([
      'Warnzeichen: Krebserkrankung (aktuell oder in der Vorgeschichte) angegeben',
      'Warnzeichen: Starke Schmerzen (9/10), die sich verschlechtern',
      '• Einnahme von Tamoxifen',
    ]);
    expect(text).not.toContain('Generierter Fließtext');

    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, submissionId), eq(auditLog.action, 'submission.read')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorKind: 'user',
      tenantId: tenant.id,
      targetType: 'submission',
      details: { via: 'pdf' },
    });
    expect(JSON.stringify(audits[0].details ?? {})).not.toMatch(/Jürgen|Rücken|Krebs/);
  });

  it('exports a contact request without anamnese sections', async () => {
    const { submissionId } = await createRequest(ctx, tenant.tenantId, {
      ...patientRequest,
      type: 'question',
      message: 'Haben Sie nächste Woche einen Termin frei?',
    });
    const response = await exportPdf(submissionId);
    expect(response.statusCode).toBe(200);
    const { text } = await readPdfText(response.rawPayload);
    expect(text).toContain('Formulartyp: Kontaktformular');
    expect(text).toContain('Nachricht\nHaben Sie nächste Woche einen Termin frei?');
    for (const section of ['Besondere Hinweise', 'KI-Zusammenfassung', 'Detaillierte Anamnese-Antworten'])
      expect(text).not.toContain(section);
  });

  it('answers 401 without session, 404 for another practice and unknown ids, 400 for a non-uuid', async () => {
    const { submissionId } = await createRequest(ctx, tenant.tenantId, patientRequest);
    const anonymous = await exportPdf(submissionId, {});
    expect(anonymous.statusCode).toBe(401);
    const foreign = await exportPdf(submissionId, { cookie: strangerCookie });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      error: 'Formular-Einreichung nicht gefunden.',
      errorCode: 'NOT_FOUND',
    });
    const unknown = await exportPdf('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Formular-Einreichung nicht gefunden.');
    const invalid = await exportPdf('kein-uuid');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errorCode).toBe('VALIDATION_ERROR');
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, submissionId), eq(auditLog.action, 'submission.read')));
    expect(audits).toHaveLength(0);
  });

  describe('with the prescription (issue 31)', () => {
    const NOTE = 'Die hochgeladene Verordnung konnte nicht angehängt werden';
    const withFile = async (file: { name: string; type: string; bytes: Buffer }) => {
      const request = await createRequest(ctx, tenant.tenantId, patientRequest);
      await uploadFile(ctx, request, file);
      return request.submissionId;
    };

    it.each([
      ['PNG', { name: 'rezept.png', type: 'image/png', bytes: pngImage({ width: 600, height: 800 }) }],
      ['JPEG', { name: 'rezept.jpg', type: 'image/jpeg', bytes: jpegImage() }],
    ])('puts a %s photo on a page of its own after the request, inside the margins', async (_, file) => {
      const response = await exportPdf(await withFile(file));
      expect(response.statusCode).toBe(200);
      const pdf = response.rawPayload;
      const { pages } = await readPdfText(pdf);
      const last = pages.at(-1)!.join('\n');
      expect(pages.length).toBeGreaterThanOrEqual(2);
      expect(pages[0]!.join('\n')).toContain('Name\nJürgen Weiß');
      expect(last).toMatch(/^Verordnung\n/);
      expect(last).not.toContain('Jürgen Weiß');
      expect(await countPaintedImages(pdf)).toBe(1);
      const [box] = await imagePlacements(pdf);
      expect(box!.page).toBe(pages.length - 1);
      expect(box!.left).toBeGreaterThanOrEqual(56.5);
      expect(box!.right).toBeLessThanOrEqual(box!.pageWidth - 56.5);
      expect(box!.bottom).toBeGreaterThanOrEqual(69.5);
      expect(box!.top).toBeLessThanOrEqual(box!.pageHeight - 56.5);
    });

    it('appends the pages of an uploaded PDF after the request’s pages', async () => {
      const doc = await PDFDocument.create();
      const font = await doc.embedFont(StandardFonts.Helvetica);
      for (const marker of ['Muster-13-Seite-eins', 'Muster-13-Seite-zwei'])
        doc.addPage([595, 842]).drawText(marker, { x: 50, y: 700, size: 16, font });
      const bytes = Buffer.from(await doc.save({ useObjectStreams: false }));
      const id = await withFile({ name: 'verordnung.pdf', type: 'application/pdf', bytes });
      const withoutFile = await exportPdf(
        (await createRequest(ctx, tenant.tenantId, patientRequest)).submissionId,
      );
      const requestPages = (await readPdfText(withoutFile.rawPayload)).pages.length;

      const response = await exportPdf(id);
      expect(response.statusCode).toBe(200);
      const { pages, text } = await readPdfText(response.rawPayload);
      expect(pages).toHaveLength(requestPages + 2);
      expect(text).toContain('Die hochgeladene Verordnung folgt auf den nächsten 2 Seiten.');
      expect(pages.at(-2)!.slice(0, 2)).toEqual(['Verordnung – Seite 1 von 2', 'Muster-13-Seite-eins']);
      expect(pages.at(-1)!.slice(0, 2)).toEqual(['Verordnung – Seite 2 von 2', 'Muster-13-Seite-zwei']);
      // The request's own footers count the appended pages.
      expect(pages[0]!.join('\n')).toContain(`Seite 1 von ${requestPages + 2}`);
    });

    it('still answers 200 with a German note for a broken image or a file that cannot be decrypted', async () => {
      // Well-formed chunks (the upload check) around image data that is not deflate.
      const broken = pngImage({ width: 4, height: 4 }).fill(0x00, 41, 51);
      const brokenId = await withFile({ name: 'rezept.png', type: 'image/png', bytes: broken });
      const undecryptableId = await withFile({ name: 'rezept.png', type: 'image/png', bytes: pngImage() });
      await ctx.db
        .update(submissionFiles)
        .set({ data: Buffer.from('kein Geheimtext') })
        .where(eq(submissionFiles.submissionId, undecryptableId));
      for (const id of [brokenId, undecryptableId]) {
        const response = await exportPdf(id);
        expect(response.statusCode).toBe(200);
        const { text } = await readPdfText(response.rawPayload);
        expect(text).toContain(`Verordnung\n${NOTE}`);
        expect(text).toContain('Name\nJürgen Weiß');
        expect(await countPaintedImages(response.rawPayload)).toBe(0);
      }
    });
  });
});
