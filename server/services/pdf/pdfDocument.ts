// An A4 PDFKit document with our margins and German language tag, collected into one Buffer. Its metadata is
// visible without opening the document: callers give a title without patient name or health data.
import { MARGINS } from './pdfLayout.ts';

/**
 * PDFKit (with its font parser) loads at the first PDF, not at the server's start: PDFs are rare, and loaded
 * eagerly it costs every process ~6 MB of heap and ~20 MB resident (issue 14's memory target).
 */
export async function openPdfDocument(info: { title: string; generatedAt: Date }) {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGINS,
    bufferPages: true,
    lang: 'de-DE',
    info: { Title: info.title, Author: 'Praxisdesk', Creator: 'Praxisdesk', CreationDate: info.generatedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
