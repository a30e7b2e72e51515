// The prescription in our PDFs (issue 31): a photo on a page of its own after the request, an uploaded PDF's
// pages inserted after the request's pages, or a note that it could not be attached. The request is rendered with
// PDFKit as always; an uploaded PDF's pages are copied in afterwards with pdf-lib. A file that cannot be read
// (broken image, encrypted or malformed PDF) never breaks the export: the request's PDF then carries the note.
//
// Upright photos: PDFKit (0.20) reads a JPEG's EXIF orientation and draws the photo turned accordingly, also
// when fitting it; the reception's shrinkPhoto.ts applies the orientation to the pixels of large photos anyway.
import type { PDFFont, PDFPage } from 'pdf-lib';
import { prescriptionPdfTexts as T } from '../../../common/texts/prescriptionPdf.ts';
import { detectUploadType } from '../fileType.ts';
import { isDecodablePng } from './decodablePng.ts';
import { MARGINS, type Writer } from './pdfLayout.ts';

/** The request's decrypted file, 'unreadable' when it could not be decrypted, null without a file. */
export type PrescriptionSource = { bytes: Buffer } | 'unreadable' | null;

export type Prescription =
  | { kind: 'image'; bytes: Buffer }
  /** The uploaded PDF's pages, fitted to A4 with their header line, as a PDF of their own. */
  | { kind: 'pages'; pdf: Uint8Array; pageCount: number }
  | { kind: 'unreadable' };

const UNREADABLE: Prescription = { kind: 'unreadable' };

/** A4 in points. */
const A4 = { width: 595.28, height: 841.89 };
/** Room above an inserted page for its header line, so the line never covers the prescription. */
const HEADER_STRIP = 18;

/** What of a request's file its PDF can carry; null without a file. Never throws. */
export async function preparePrescription(source: PrescriptionSource): Promise<Prescription | null> {
  if (source === null) return null;
  if (source === 'unreadable') return UNREADABLE;
  // The type from the bytes, as at the upload: a stored type is only as good as the bytes behind it.
  const type = await detectUploadType(source.bytes);
  if (type === 'image/jpeg') return { kind: 'image', bytes: source.bytes };
  // PDFKit inflates some PNGs in a callback that throws outside any try: only a PNG that decodes is drawn.
  if (type === 'image/png')
    return isDecodablePng(source.bytes) ? { kind: 'image', bytes: source.bytes } : UNREADABLE;
  if (type !== 'application/pdf') return UNREADABLE;
  try {
    return await fittedPages(source.bytes);
  } catch {
    // Encrypted (pdf-lib cannot decrypt) or malformed.
    return UNREADABLE;
  }
}

/**
 * The prescription at the end of a request in a PDFKit document: the photo on a page of its own (heading and
 * the photo fitted inside the margins), a line that its pages follow, or the note that it could not be attached.
 */
export function writePrescription(doc: PDFKit.PDFDocument, w: Writer, prescription: Prescription | null) {
  if (!prescription) return;
  if (prescription.kind === 'pages') {
    w.heading(T.title);
    return w.paragraph(T.pagesFollow(prescription.pageCount));
  }
  if (prescription.kind === 'unreadable') {
    w.heading(T.title);
    return w.paragraph(T.notAttached, { muted: true });
  }
  doc.addPage();
  w.heading(T.title);
  const top = doc.y + 4;
  const width = doc.page.width - MARGINS.left - MARGINS.right;
  const height = doc.page.height - MARGINS.bottom - top;
  try {
    // The photo as large as the page allows, its aspect ratio kept.
    doc.image(prescription.bytes, MARGINS.left, top, { fit: [width, height], align: 'center' });
  } catch {
    // PDFKit parses the image first and refuses before drawing; preparePrescription checked it already.
    return w.paragraph(T.notAttached, { muted: true });
  }
  doc.y = doc.page.height - MARGINS.bottom;
}

/**
 * `pdf` with each prescription's pages inserted after the given page count of it (all of them: appended).
 * Both documents were written by us (PDFKit, and pdf-lib in preparePrescription), so their reading is safe.
 */
export async function insertPrescriptionPages(
  pdf: Buffer,
  inserts: { afterPage: number; pages: Uint8Array }[],
): Promise<Buffer> {
  if (inserts.length === 0) return pdf;
  const { PDFDocument } = await import('pdf-lib');
  // updateMetadata: false keeps PDFKit's title, author and dates (pdf-lib would name itself and stamp now).
  const target = await PDFDocument.load(pdf, { updateMetadata: false });
  // From the back, so the earlier positions stay where they were.
  for (const insert of [...inserts].sort((a, b) => b.afterPage - a.afterPage)) {
    const source = await PDFDocument.load(insert.pages, { updateMetadata: false });
    const pages = await target.copyPages(source, source.getPageIndices());
    for (const [i, page] of pages.entries()) target.insertPage(insert.afterPage + i, page);
  }
  return Buffer.from(await target.save());
}

/** An uploaded PDF's pages, each scaled down to A4 if larger and headed "Verordnung – Seite n von m". */
async function fittedPages(bytes: Buffer): Promise<Prescription> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  // Throws EncryptedPDFError for an encrypted file, and on what it cannot parse.
  const source = await PDFDocument.load(bytes, { updateMetadata: false });
  const pageCount = source.getPageCount();
  if (pageCount === 0) return UNREADABLE;
  const out = await PDFDocument.create({ updateMetadata: false });
  const font = await out.embedFont(StandardFonts.Helvetica);
  const pages = await out.copyPages(source, source.getPageIndices());
  for (const [i, page] of pages.entries()) {
    await fitWithHeader(page, font, T.pageHeader(i + 1, pageCount));
    out.addPage(page);
  }
  return { kind: 'pages', pdf: await out.save(), pageCount };
}

async function fitWithHeader(page: PDFPage, font: PDFFont, header: string) {
  const { PDFName, concatTransformationMatrix, popGraphicsState, pushGraphicsState, rgb } = await import(
    'pdf-lib'
  );
  const rotation = (((page.getRotation().angle % 360) + 360) % 360) as number;
  const turned = rotation === 90 || rotation === 270;
  // A rotated page's header would need turning with it; it is fitted without one.
  const strip = rotation === 0 ? HEADER_STRIP : 0;
  const box = page.getCropBox();
  // The page as shown, against A4 in the same orientation.
  const [shownWidth, shownHeight] = turned ? [box.height, box.width] : [box.width, box.height];
  const [maxWidth, maxHeight] = shownWidth > shownHeight ? [A4.height, A4.width] : [A4.width, A4.height];
  const scale = Math.min(1, maxWidth / shownWidth, (maxHeight - strip) / shownHeight);

  // The content in a graphics state of its own (scaled if need be), so whatever state it leaves behind does
  // not move the header drawn after it.
  page.node.normalize();
  const { context } = page.doc;
  const start = context.register(
    context.contentStream([pushGraphicsState(), concatTransformationMatrix(scale, 0, 0, scale, 0, 0)]),
  );
  page.node.wrapContentStreams(start, context.register(context.contentStream([popGraphicsState()])));
  if (scale < 1) page.scaleAnnotations(scale, scale);

  const [x, y, width, height] = [box.x * scale, box.y * scale, box.width * scale, box.height * scale];
  page.setMediaBox(x, y, width, height + strip);
  page.setCropBox(x, y, width, height + strip);
  // Bleed, trim and art boxes named the unscaled page.
  for (const name of ['BleedBox', 'TrimBox', 'ArtBox']) page.node.delete(PDFName.of(name));
  if (strip)
    page.drawText(header, {
      x: x + Math.min(MARGINS.left, width / 10),
      y: y + height + 6,
      size: 8,
      font,
      color: rgb(0.42, 0.45, 0.5),
    });
}
