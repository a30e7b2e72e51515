import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pngChunk, pngImage } from '../../test/files.ts';
import { type ImagePlacement, imagePlacements } from './imagePlacementsForTests.ts';
import { submissionDetail } from './pdfTestData.ts';
import { countPaintedImages, readPdfText } from './pdfTextForTests.ts';
import { type PrescriptionSource, preparePrescription } from './prescriptionPages.ts';
import { renderSubmissionPdf } from './submissionPdf.ts';

const render = (prescription: PrescriptionSource) =>
  renderSubmissionPdf({
    detail: submissionDetail(),
    anamnese: { anamnese: null, summary: null },
    practiceName: 'Physio Süd',
    generatedAt: new Date(),
    prescription,
  });

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = { side: 57, top: 57, bottom: 70 };
const NOTE = 'Die hochgeladene Verordnung konnte nicht angehängt werden';

/** Inside the margins, and as large as they allow in one direction (aspect ratio kept by PDFKit's fit). */
function expectFitted(box: ImagePlacement, aspect: number) {
  expect(box.left).toBeGreaterThanOrEqual(MARGIN.side - 0.5);
  expect(box.right).toBeLessThanOrEqual(box.pageWidth - MARGIN.side + 0.5);
  expect(box.bottom).toBeGreaterThanOrEqual(MARGIN.bottom - 0.5);
  expect(box.top).toBeLessThanOrEqual(box.pageHeight - MARGIN.top + 0.5);
  const [width, height] = [box.right - box.left, box.top - box.bottom];
  expect(width / height).toBeCloseTo(aspect, 2);
  // Fitted: the full width between the side margins, or down to the bottom margin.
  const fullWidth = Math.abs(width - (box.pageWidth - 2 * MARGIN.side)) < 0.5;
  const fullHeight = Math.abs(box.bottom - MARGIN.bottom) < 0.5;
  expect(fullWidth || fullHeight).toBe(true);
}

/** A JPEG of width × 8 grey pixels (width a multiple of 8), with an EXIF orientation if given. */
function jpeg(width: number, orientation?: number) {
  const segment = (marker: number, data: number[]) => {
    const length = data.length + 2;
    return Buffer.from([0xff, marker, length >> 8, length & 0xff, ...data]);
  };
  const oneCodeTable = (tableClass: number) => [tableClass << 4, 1, ...Array<number>(15).fill(0), 0];
  const exif = orientation
    ? // "Exif", a big-endian TIFF header, one IFD entry: Orientation (0x0112), SHORT, 1 value.
      [
        segment(0xe1, [
          0x45,
          0x78,
          0x69,
          0x66,
          0,
          0,
          0x4d,
          0x4d,
          0,
          0x2a,
          0,
          0,
          0,
          8,
          0,
          1,
          0x01,
          0x12,
          0,
          3,
          0,
          0,
          0,
          1,
          0,
          orientation,
          0,
          0,
          0,
          0,
          0,
          0,
        ]),
      ]
    : [];
  const blocks = width / 8;
  // Per block two zero bits (DC category 0, end of block), padded with ones.
  const bits = '00'.repeat(blocks).padEnd(Math.ceil((blocks * 2) / 8) * 8, '1');
  const scan = Buffer.from(bits.match(/.{8}/g)!.map((byte) => Number.parseInt(byte, 2)));
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    ...exif,
    segment(0xdb, [0, ...Array<number>(64).fill(1)]),
    segment(0xc0, [8, 0, 8, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    segment(0xc4, oneCodeTable(0)),
    segment(0xc4, oneCodeTable(1)),
    segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    scan,
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A PDF made with pdf-lib: one page per [width, height], each with its marker text. */
async function pdfWithPages(sizes: [number, number][], encrypted = false) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  sizes.forEach(([width, height], i) => {
    const page = doc.addPage([width, height]);
    page.drawText(`Rezeptseite-Marke-${i + 1}`, { x: 30, y: height - 60, size: 14, font });
  });
  let bytes = Buffer.from(await doc.save({ useObjectStreams: false }));
  // pdf-lib cannot encrypt; an /Encrypt entry in the trailer is what makes readers ask for the key.
  if (encrypted)
    bytes = Buffer.from(
      bytes.toString('latin1').replace('trailer\n<<', 'trailer\n<<\n/Encrypt 1 0 R'),
      'latin1',
    );
  return bytes;
}

describe('the prescription in the request PDF', () => {
  it.each([
    ['a wide PNG', pngImage({ width: 900, height: 300 }), 3],
    ['a tall PNG', pngImage({ width: 200, height: 1000 }), 0.2],
    ['a JPEG', jpeg(16), 2],
  ])(
    'puts %s on a page of its own after the request, fitted inside the margins',
    async (_, bytes, aspect) => {
      const pdf = await render({ bytes });
      const { pages } = await readPdfText(pdf);
      expect(pages).toHaveLength(2);
      expect(pages[0]!.join('\n')).toContain('Jürgen Weiß');
      expect(pages[1]![0]).toBe('Verordnung');
      expect(pages[1]!.join('\n')).not.toContain('Jürgen Weiß');
      expect(pages[1]!.join('\n')).toContain('Seite 2 von 2');
      expect(await countPaintedImages(pdf)).toBe(1);
      const [box] = await imagePlacements(pdf);
      expect(box!.page).toBe(1);
      expectFitted(box!, aspect);
    },
  );

  it('draws a JPEG upright by its EXIF orientation (PDFKit turns it)', async () => {
    // Stored 16 × 8, to be shown turned by 90°: 8 wide, 16 high.
    const [box] = await imagePlacements(await render({ bytes: jpeg(16, 6) }));
    expectFitted(box!, 0.5);
  });

  it('appends an uploaded PDF’s pages after the request’s, larger ones scaled down to A4, with a header line', async () => {
    // A3 portrait, then a small landscape slip.
    const pdf = await render({
      bytes: await pdfWithPages([
        [842, 1191],
        [420, 200],
      ]),
    });
    const { pages, info } = await readPdfText(pdf);
    expect(pages).toHaveLength(3);
    expect(pages[0]!.join('\n')).toContain(
      'Verordnung\nDie hochgeladene Verordnung folgt auf den nächsten 2 Seiten.',
    );
    // The request's footer counts the appended pages: page 1 of 3, not of 1.
    expect(pages[0]!.join('\n')).toContain('Seite 1 von 3');
    expect(pages[1]!.slice(0, 2)).toEqual(['Verordnung – Seite 1 von 2', 'Rezeptseite-Marke-1']);
    expect(pages[2]!.slice(0, 2)).toEqual(['Verordnung – Seite 2 von 2', 'Rezeptseite-Marke-2']);
    // PDFKit's metadata stays (pdf-lib would put its own name and dates in).
    expect(info).toMatchObject({ Title: 'Formular-Einreichung 3F2A9C1E', Author: 'Praxisdesk' });
    expect(info.Producer).not.toMatch(/pdf-lib/);

    const sizes = (await PDFDocument.load(pdf)).getPages().map((page) => page.getSize());
    expect(sizes[1]!.width).toBeCloseTo((842 * (A4.height - 18)) / 1191, 1);
    expect(sizes[1]!.height).toBeCloseTo(A4.height, 1);
    // Not larger than A4: kept as it is, with room for the header above it.
    expect(sizes[2]).toEqual({ width: 420, height: 218 });
  });

  it.each([
    ['a PNG whose image data does not inflate', pngImage({ width: 4, height: 4 }).fill(0x00, 41, 51)],
    ['a PNG PDFKit decodes only in a callback (alpha), broken', brokenAlphaPng()],
    ['bytes of no known type', Buffer.from('kein Bild, kein PDF')],
    ['a cut-off JPEG', jpeg(16).subarray(0, 60)],
  ])('says in German that %s could not be attached', async (_, bytes) => {
    const pdf = await render({ bytes });
    const { pages, text } = await readPdfText(pdf);
    expect(pages).toHaveLength(1);
    expect(text).toContain(`Verordnung\n${NOTE}`);
    expect(await countPaintedImages(pdf)).toBe(0);
  });

  it('says so for an encrypted or malformed PDF, and for a file that could not be decrypted', async () => {
    const encrypted = await pdfWithPages([[300, 200]], true);
    expect(await preparePrescription({ bytes: encrypted })).toEqual({ kind: 'unreadable' });
    const valid = await pdfWithPages([[300, 200]]);
    // Header and trailer intact, the objects in between garbled.
    const garbled = Buffer.concat([
      valid.subarray(0, 20),
      Buffer.alloc(valid.length - 400, 0x41),
      valid.subarray(-380),
    ]);
    expect(await preparePrescription({ bytes: garbled })).toEqual({ kind: 'unreadable' });
    for (const source of [{ bytes: encrypted }, 'unreadable' as const]) {
      const { pages, text } = await readPdfText(await render(source));
      expect(pages).toHaveLength(1);
      expect(text).toContain(NOTE);
    }
  });

  it('adds nothing without a file', async () => {
    expect(await preparePrescription(null)).toBeNull();
    const { text } = await readPdfText(await render(null));
    expect(text).not.toContain('Verordnung');
  });
});

/** An RGBA PNG (PDFKit splits its alpha channel asynchronously) whose image data is not deflate. */
function brokenAlphaPng() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(4, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from('kein deflate')),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
