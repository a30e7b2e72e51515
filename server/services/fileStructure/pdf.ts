// A PDF as a viewer opens it: the `%PDF-` header, an `%%EOF` trailer near the end, and directly before it
// `startxref` with the offset of the cross-reference section (a table with its trailer, or an xref stream
// object). A hand check, because no light library is kept for reading PDFs (pdfkit only writes; pdfjs-dist
// is a development tool of several MB and repairs broken files instead of refusing them).
const HEADER = /^%PDF-[12]\.\d/;
/** Where the spec's file trailer must be: `%%EOF` within the last 1024 bytes (as pdf.js and Acrobat look). */
const TAIL_BYTES = 1024;
/** `startxref`, its offset and the line ends fit well within this before `%%EOF`. */
const STARTXREF_WINDOW = 64;
const STARTXREF = /startxref\s+(\d{1,10})\s*$/;
const XREF_STREAM = /^\d{1,10}\s+\d{1,5}\s+obj\b/;

export function isWellFormedPdf(bytes: Buffer): boolean {
  if (!HEADER.test(bytes.subarray(0, 8).toString('latin1'))) return false;
  const tailStart = Math.max(0, bytes.length - TAIL_BYTES);
  const eof = bytes.lastIndexOf('%%EOF', bytes.length, 'latin1');
  if (eof < tailStart) return false;
  const windowStart = Math.max(0, eof - STARTXREF_WINDOW);
  const found = STARTXREF.exec(bytes.subarray(windowStart, eof).toString('latin1'));
  if (!found) return false;
  const startxref = windowStart + found.index;
  const offset = Number(found[1]);
  if (offset < 8 || offset >= startxref) return false;
  // Some writers are off by a line end; the section itself must be there.
  const section = bytes
    .subarray(offset, offset + 40)
    .toString('latin1')
    .trimStart();
  if (XREF_STREAM.test(section)) return true;
  if (!section.startsWith('xref')) return false;
  const trailer = bytes.indexOf('trailer', offset, 'latin1');
  return trailer !== -1 && trailer < startxref;
}
