// Test helpers: the text of a PDF as a reader sees it, and the glyphs on its pages, read by PDF.js (a
// devDependency; only tests import this). PDFKit compresses its streams and writes glyph codes, so the raw bytes
// cannot be searched.
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

type Item = { str: string; transform: number[]; width: number };

export type PdfText = {
  /** Per page, lines top to bottom; the pieces of one line (e.g. a bold prefix) joined. */
  pages: string[][];
  /** All lines of all pages, joined by newlines. */
  text: string;
  info: Record<string, unknown>;
};

// verbosity 0: PDF.js would warn that it cannot render the standard fonts, which reading does not need.
const openPdf = (bytes: Uint8Array) => getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;

export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await openPdf(bytes);
  const pages: string[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const lines = new Map<number, Item[]>();
    for (const item of content.items as Item[]) {
      if (!('str' in item) || item.str === '') continue;
      const y = Math.round(item.transform[5]);
      lines.set(y, [...(lines.get(y) ?? []), item]);
    }
    // Within a line, pieces stay in drawing order: right-to-left runs are drawn in reading order.
    pages.push([...lines.entries()].sort(([a], [b]) => b - a).map(([, items]) => joinLine(items)));
  }
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  return { pages, text: pages.map((p) => p.join('\n')).join('\n'), info: info as Record<string, unknown> };
}

/** Pieces of one line; a visible gap between two (left and right footer text) becomes a space. */
function joinLine(items: Item[]): string {
  let line = '';
  items.forEach((item, i) => {
    const previous = items[i - 1];
    const [x, before] = [item.transform[4], previous?.transform[4]];
    const gap = previous ? Math.max(x - (before + previous.width), before - (x + item.width)) : 0;
    if (gap > 2 && !line.endsWith(' ')) line += ' ';
    line += item.str;
  });
  return line;
}

export type GlyphRun = {
  /** The glyphs' characters in drawing order, left to right (a ligature glyph brings several). */
  text: string;
  /** Per glyph its code in the embedded font: one code per glyph form (an initial and a final "م" differ). */
  codes: number[];
};

/** What each text-showing operation of the PDF draws. */
export async function readPdfGlyphRuns(bytes: Uint8Array): Promise<GlyphRun[]> {
  const pdf = await openPdf(bytes);
  const runs: GlyphRun[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const { fnArray, argsArray } = await (await pdf.getPage(n)).getOperatorList();
    fnArray.forEach((fn, i) => {
      if (fn !== OPS.showText) return;
      // Numbers between the glyphs are kerning.
      const glyphs = (argsArray[i][0] as unknown[]).filter(
        (g): g is { unicode: string; originalCharCode: number } => typeof g === 'object' && g !== null,
      );
      runs.push({
        text: glyphs.map((g) => g.unicode).join(''),
        codes: glyphs.map((g) => g.originalCharCode),
      });
    });
  }
  await pdf.destroy();
  return runs;
}

/** How many images the pages paint (a signature, a prescription photo). */
export async function countPaintedImages(bytes: Uint8Array): Promise<number> {
  const pdf = await openPdf(bytes);
  let images = 0;
  for (let n = 1; n <= pdf.numPages; n++) {
    const { fnArray } = await (await pdf.getPage(n)).getOperatorList();
    images += fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
  }
  await pdf.destroy();
  return images;
}
