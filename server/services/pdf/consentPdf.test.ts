// The signed PDF of a consent, read back as a reader (PDF.js) gets it: the document's text with its formatting
// gone to plain words, the name, the server time to the second, the evidence table, the drawn signature as an
// image (or the typed name instead), a revocation, and the warning when the check failed.
import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ConsentEvidence } from '../../../common/consent/evidence.ts';
import { sampleConsentContent, TINY_SIGNATURE_PNG } from '../../test/consentFixtures.ts';
import { type ConsentPdfInput, consentPdfFileName, pngOfDataUrl, renderConsentPdf } from './consentPdf.ts';
import { countPaintedImages, readPdfText } from './pdfTextForTests.ts';

const DOCUMENT_SHA = 'a'.repeat(64);
const CHECK_VALUE = '0123456789abcdef'.repeat(4);
const SEAL = 'fedcba9876543210'.repeat(4);
const ADDRESS_HASH = 'b'.repeat(64);

const evidence = (overrides: Partial<ConsentEvidence> = {}): ConsentEvidence => ({
  v: 1,
  consentId: randomUUID(),
  submissionId: randomUUID(),
  tenantId: randomUUID(),
  versionId: randomUUID(),
  version: 3,
  documentSha256: DOCUMENT_SHA,
  status: 'signed',
  name: 'Erika Muster',
  method: 'drawn',
  signatureImage: TINY_SIGNATURE_PNG,
  // 08:00:05 UTC is 09:00:05 in Berlin (winter time).
  answeredAt: '2026-11-27T08:00:05.000Z',
  addressHash: ADDRESS_HASH,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
  language: 'de',
  ...overrides,
});

const input = (overrides: Partial<ConsentPdfInput> = {}): ConsentPdfInput => ({
  practiceName: 'Physio Süd',
  reference: '3F2A9C1E',
  title: 'Einwilligung in die Datenverarbeitung',
  version: 3,
  content: sampleConsentContent({
    body: '## Zweck\n\nIch willige ein, dass die Praxis meine Angaben **zur Behandlung** verarbeitet.\n\n- Name und Anschrift\n- Befunde',
    translations: {
      en: { title: 'Consent to processing', body: 'I agree that the practice **processes** my data.' },
    },
  }),
  status: 'signed',
  answeredAt: '2026-11-27T08:00:05.000Z',
  evidence: evidence(),
  contentSha256: DOCUMENT_SHA,
  checkValue: CHECK_VALUE,
  seal: SEAL,
  check: { ok: true },
  revocation: null,
  generatedAt: new Date('2026-12-01T10:00:00Z'),
  ...overrides,
});

/** The text with every run of white space as one space: a sentence may wrap or be drawn in several runs. */
const flat = async (pdf: Buffer) => {
  const read = await readPdfText(pdf);
  return { ...read, flat: read.text.replace(/\s+/g, ' ') };
};

describe('renderConsentPdf', () => {
  it('holds the practice, the document text, the drawn signature as an image, the name, the time and the evidence', async () => {
    const pdf = await renderConsentPdf(input());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { flat: text, info } = await flat(pdf);
    for (const expected of [
      'Physio Süd',
      'Signiertes Dokument',
      'Einwilligung in die Datenverarbeitung',
      'Dokumentversion: Version 3',
      'Anfrage: 3F2A9C1E',
      'Status: Unterschrieben',
      // The formatting is gone, the words are all there: heading, paragraph with its bold part, list items.
      'Zweck Ich willige ein, dass die Praxis meine Angaben zur Behandlung verarbeitet.',
      '• Name und Anschrift • Befunde',
      'Unterschrift',
      'Mit Finger oder Maus gezeichnet.',
      'Name Erika Muster',
      'Zeitpunkt 27.11.2026 09:00:05 (Serverzeit, Europe/Berlin)',
      `SHA-256 des Dokuments ${DOCUMENT_SHA}`,
      ADDRESS_HASH,
      'Browser Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
      'Sprache Deutsch (deutscher Text)',
      'Art der Signatur Einfache elektronische Signatur (eIDAS Art. 3 Nr. 10) – gezeichnet',
      CHECK_VALUE,
      `Siegel ${SEAL}`,
      'Prüfung Nachweis, Siegel und Dokument stimmen überein.',
      'Anfrage 3F2A9C1E · Erstellt am 01.12.2026 11:00',
    ])
      expect(text).toContain(expected);
    // Long labels may wrap beside their value.
    expect(text).toMatch(/Adresse \(verschlüsselter (Hash\) )?[0-9a-f]{64}/);
    expect(text).toMatch(/Prüfwert \(SHA-256 (der )?(Nachweisdaten\) )?[0-9a-f]{64}/);
    expect(text).not.toContain('**');
    expect(text).not.toContain('Signatur passt nicht zum Dokument');
    // A German reader: the practice's English translation is not what was read, so it is not printed.
    expect(text).not.toContain('Gelesene Fassung');
    expect(await countPaintedImages(pdf)).toBe(1);
    // The metadata names neither the patient nor the document.
    expect(info).toMatchObject({ Title: 'Signiertes Dokument 3F2A9C1E', Author: 'Praxisdesk' });
    expect(JSON.stringify(info)).not.toMatch(/Erika|Muster|Einwilligung/);
  });

  it('prints a typed signature as the name in italics, saying it was typed, without an image', async () => {
    const pdf = await renderConsentPdf(
      input({ evidence: evidence({ method: 'typed', signatureImage: null, language: 'en' }) }),
    );
    const { flat: text } = await flat(pdf);
    expect(text).toContain(
      'Unterschrift Erika Muster Der Name wurde als Unterschrift mit der Tastatur eingegeben (keine gezeichnete Unterschrift).',
    );
    expect(text).toContain('– Name getippt');
    // The patient read the practice's English text: it follows the German one, as read.
    expect(text).toContain(
      'Gelesene Fassung (Englisch) Consent to processing I agree that the practice processes my data.',
    );
    expect(text).toContain('Sprache Englisch (Übersetzung der Praxis)');
    expect(await countPaintedImages(pdf)).toBe(0);
  });

  it('prints a declined document as the decision it records, and a revocation with its note', async () => {
    const declined = await renderConsentPdf(
      input({
        status: 'declined',
        evidence: evidence({ status: 'declined', method: null, signatureImage: null }),
      }),
    );
    const { flat: text } = await flat(declined);
    expect(text).toContain('Status: Abgelehnt');
    expect(text).toContain('Das Dokument wurde abgelehnt; es gibt keine Unterschrift.');
    expect(text).toContain('Art der Signatur Keine (abgelehnt)');
    expect(await countPaintedImages(declined)).toBe(0);

    const revoked = await renderConsentPdf(
      input({
        revocation: {
          revokedOn: '2026-11-30',
          recordedAt: '2026-11-30T09:15:00.000Z',
          recordedBy: 'Dr. Weiß',
          note: 'Telefonisch widerrufen.',
          noteReadable: true,
        },
      }),
    );
    const { flat: revokedText } = await flat(revoked);
    expect(revokedText).toContain('Widerrufen am: 30.11.2026');
    for (const row of [
      'Widerrufen am 30.11.2026',
      'Erfasst am 30.11.2026 10:15',
      'Erfasst von Dr. Weiß',
      'Notiz Telefonisch widerrufen.',
    ])
      expect(revokedText).toContain(row);
  });

  it('says "Signatur passt nicht zum Dokument" when the check fails, and still prints what is stored', async () => {
    for (const reason of ['evidence', 'document'] as const) {
      const { flat: text } = await flat(await renderConsentPdf(input({ check: { ok: false, reason } })));
      expect(text).toContain('Status: Unterschrieben Signatur passt nicht zum Dokument');
      expect(text).toContain('Prüfung Signatur passt nicht zum Dokument.');
      expect(text).toContain('Name Erika Muster');
    }
    // Evidence that cannot be read at all: the row's facts and the version's own hash remain.
    const { flat: text } = await flat(
      await renderConsentPdf(
        input({ evidence: null, checkValue: null, check: { ok: false, reason: 'evidence' } }),
      ),
    );
    expect(text).toContain('Die Nachweisdaten konnten nicht gelesen werden; die Unterschrift fehlt.');
    expect(text).toContain('Zeitpunkt 27.11.2026 09:00:05');
    expect(text).toContain(`SHA-256 des Dokuments ${DOCUMENT_SHA}`);
    expect(text).toMatch(/Prüfwert \(SHA-256 (der )?(Nachweisdaten\) )?nicht vorhanden/);
  });

  it('prints a broken image as unreadable instead of handing it to PDFKit', async () => {
    const png = Buffer.from(TINY_SIGNATURE_PNG.split(',')[1]!, 'base64');
    expect(pngOfDataUrl(TINY_SIGNATURE_PNG)?.equals(png)).toBe(true);
    expect(pngOfDataUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(pngOfDataUrl(`data:image/png;base64,${png.subarray(0, 40).toString('base64')}`)).toBeNull();
    // Well-formed chunks around image data that does not inflate: PDFKit would throw in a callback.
    const idatStart = png.indexOf('IDAT') - 4;
    const length = png.readUInt32BE(idatStart);
    const garbage = Buffer.from(png);
    garbage.fill(0xff, idatStart + 8, idatStart + 8 + length);
    expect(pngOfDataUrl(`data:image/png;base64,${garbage.toString('base64')}`)).toBeNull();
    // Image data that inflates to too few bytes for its rows.
    const short = Buffer.concat([
      png.subarray(0, idatStart),
      chunk('IDAT', deflateSync(Buffer.alloc(2))),
      png.subarray(idatStart + 12 + length),
    ]);
    expect(pngOfDataUrl(`data:image/png;base64,${short.toString('base64')}`)).toBeNull();

    const pdf = await renderConsentPdf(
      input({
        evidence: evidence({ signatureImage: `data:image/png;base64,${garbage.toString('base64')}` }),
      }),
    );
    expect((await flat(pdf)).flat).toContain('Das Bild der Unterschrift konnte nicht gelesen werden.');
    expect(await countPaintedImages(pdf)).toBe(0);
  });

  it('names the file by reference, title and version, in ASCII', () => {
    expect(consentPdfFileName('3F2A9C1E', 'Einwilligung in die Datenverarbeitung', 3)).toBe(
      'Einwilligung-3F2A9C1E-Einwilligung-in-die-Datenverarbeitung-v3.pdf',
    );
    expect(consentPdfFileName('3F2A9C1E', 'Ausfallhonorar – Vereinbarung (Größe/Maß)', 1)).toBe(
      'Einwilligung-3F2A9C1E-Ausfallhonorar-Vereinbarung-Groesse-Mass-v1.pdf',
    );
    expect(consentPdfFileName('3F2A9C1E', 'موافقة', 2)).toBe('Einwilligung-3F2A9C1E-Dokument-v2.pdf');
  });
});

/** A PNG chunk with its CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
