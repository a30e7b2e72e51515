// Test helper: the text of a PDF as a reader sees it, read by PDF.js (a devDependency; only tests import
// this). PDFKit compresses its streams and writes glyph codes, so the raw bytes cannot be searched.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

type Item = { str: string; transform: number[]; width: number };

export type PdfText = {
  /** Per page, lines top to bottom; the pieces of one line (e.g. a bold prefix) joined. */
  pages: string[][];
  /** All lines of all pages, joined by newlines. */
  text: string;
  info: Record<string, unknown>;
};

export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  // verbosity 0: PDF.js would warn that it cannot render the standard fonts, which reading does not need.
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const lines = new Map<number, Item[]>();
    for (const item of content.items as Item[]) {
      if (!('str' in item) || item.str === '') continue;
      const y = Math.round(item.transform[5]);
      lines.set(y, [...(lines.get(y) ?? []), item]);
    }
    pages.push(
      [...lines.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, items]) => joinLine(items.sort((a, b) => a.transform[4] - b.transform[4]))),
    );
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
    if (previous && item.transform[4] > previous.transform[4] + previous.width + 2 && !line.endsWith(' '))
      line += ' ';
    line += item.str;
  });
  return line;
}
