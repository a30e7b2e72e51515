// An A4 PDFKit document with our margins, German language tag and embedded faces, collected into one Buffer,
// with the typesetter that writes into it. Its metadata is visible without opening the document: callers give a
// title without patient name or health data.
import type { Bidi } from 'bidi-js';
import { loadPdfFonts, registerFonts } from './pdfFonts.ts';
import { MARGINS } from './pdfLayout.ts';
import { createTypesetter } from './pdfTypesetter.ts';

/**
 * PDFKit (with its font parser), the faces, the bidi algorithm and the line breaker load at the first PDF, not
 * at the server's start: PDFs are rare, and loaded eagerly they cost every process heap and resident memory
 * (issue 14's memory target).
 */
export async function openPdfDocument(info: { title: string; generatedAt: Date }) {
  const [{ default: PDFDocument }, fonts, { default: bidiFactory }, { default: LineBreaker }] =
    await Promise.all([import('pdfkit'), loadPdfFonts(), import('bidi-js'), import('linebreak')]);
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGINS,
    bufferPages: true,
    lang: 'de-DE',
    info: { Title: info.title, Author: 'Praxisdesk', Creator: 'Praxisdesk', CreationDate: info.generatedAt },
  });
  registerFonts(doc, fonts);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  bidi ??= bidiFactory();
  return { doc, done, typesetter: createTypesetter(doc, { fonts, bidi, LineBreaker }) };
}

/** bidi-js builds its tables once per factory call. */
let bidi: Bidi | undefined;
