// A PDF as a viewer opens it: the `%PDF-` header, an `%%EOF` trailer near the end, and directly before it
// `startxref` with the offset of the cross-reference section (a table with its trailer, or an xref stream
// object). A hand check, because no light library is kept for reading PDFs (pdfkit only writes; pdfjs-dist
// is a development tool of several MB and repairs broken files instead of refusing them; pdf-lib decodes
// every object stream while it reads, which is what pdfStreamsFit must bound first).
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { inflatedSize } from './boundedInflate.ts';
import {
  MAX_PDF_DECODED_BYTES,
  MAX_PDF_OBJECT_STREAM_BYTES,
  MAX_PDF_STREAM_BYTES,
  MAX_PDF_STREAMS,
} from './limits.ts';

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

/** An object header (`12 0 obj`), or a dictionary's end and the `stream` keyword (comments may stand between). */
const OBJECT_OR_STREAM = /\d+\s+\d+\s+obj\b|>>(?:\s|%[^\r\n]*)*stream(?:\r\n|\r|\n)?/g;
const FLATE = /^(FlateDecode|Fl)$/;
/** Readers parse these streams into objects: pdf-lib (export) while it loads the file. */
const OBJECT_STREAM = /\/Type\s*(\/(ObjStm|XRef)\b|\d+\s+\d+\s+R)/;
const FILTER = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+|\d+\s+\d+\s+R)/;
/** A filter named through a reference: read as FlateDecode may be, refused where it must be certain. */
const INDIRECT = '(indirect)';
/** How far before its `stream` keyword a dictionary is read: real ones are far shorter. */
const DICTIONARY_WINDOW = 2048;
/** Synchronous work between two looks at the event loop. */
const SLICE_MS = 10;

/** A dictionary's text with #xx escapes in names spelt out, as readers compare them. */
const unescapeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * Whether what a well-formed PDF's streams decode to is bounded (issue 43): each stream's data after its
 * `stream` keyword is inflated (to the zlib data's end, never further than the file) and counted, each against
 * MAX_PDF_STREAM_BYTES and all against MAX_PDF_DECODED_BYTES. Object and cross-reference streams are held
 * stricter: FlateDecode alone (or none), zlib data that inflates to its end (some readers decode past an
 * error), at most MAX_PDF_OBJECT_STREAM_BYTES. Every `>>…stream` counts, also one that is none (inside a
 * string): checked from its own start, a false one can hide no real one. What a hand check cannot see (a
 * filter chain before FlateDecode) the export's worker limits bound (services/fileWorker/).
 */
export async function pdfStreamsFit(bytes: Buffer): Promise<boolean> {
  const text = bytes.toString('latin1');
  let objectStart = 0;
  let streams = 0;
  let total = 0;
  let sliceStart = performance.now();
  for (const match of text.matchAll(OBJECT_OR_STREAM)) {
    if (!match[0].startsWith('>>')) {
      objectStart = match.index;
      continue;
    }
    if (++streams > MAX_PDF_STREAMS) return false;
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
    const dictionary = unescapeNames(
      text.slice(Math.max(objectStart, match.index - DICTIONARY_WINDOW), match.index),
    );
    const filters = filterNames(dictionary);
    const objectStream = OBJECT_STREAM.test(dictionary);
    // Unfiltered data is no larger than the file; other filters than FlateDecode are the viewer's.
    if (filters.length === 0) continue;
    if (objectStream && (filters.length > 1 || !FLATE.test(filters[0]!))) return false;
    if (!FLATE.test(filters[0]!) && filters[0] !== INDIRECT) continue;
    const cap = Math.min(
      objectStream ? MAX_PDF_OBJECT_STREAM_BYTES : MAX_PDF_STREAM_BYTES,
      MAX_PDF_DECODED_BYTES - total,
    );
    const inflated = await inflatedSize(bytes.subarray(match.index + match[0].length), cap);
    if (inflated.size === null || (objectStream && !inflated.complete)) return false;
    total += inflated.size;
  }
  return true;
}

/** The names of a stream dictionary's /Filter, in the order they apply. */
function filterNames(dictionary: string): string[] {
  const value = FILTER.exec(dictionary)?.[1];
  if (!value) return [];
  if (!value.startsWith('[') && !value.startsWith('/')) return [INDIRECT];
  return [...value.matchAll(/\/([^\s/[\]<>()]+)/g)].map((name) => name[1]!);
}
