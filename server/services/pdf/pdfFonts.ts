// The faces our PDFs write with, per text style a chain: the first face that has a character draws it.
// Noto Sans for Latin, Greek and Cyrillic; IBM Plex Sans Arabic for the Arabic script (Arabic, Persian, Urdu);
// Noto Sans Hebrew. Not Noto Sans Arabic: its npm builds draw dotted letters as a dotless base plus a dot glyph,
// so a PDF's text (copy, search) reads "ز" as "ر" and "ش" as "س"; Plex has one glyph per letter form.
// The files are fontsource's per-script subsets (WOFF): fontkit parses and shapes them several times faster than
// a whole Noto Sans (4,500 glyphs, 257 substitution lookups, mostly Devanagari). They are read at the first PDF,
// like PDFKit itself; PDFKit embeds only the glyphs a document uses.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font, Glyph, GlyphRun } from 'fontkit';
import { woffToSfnt } from './woffFont.ts';

export type TextStyle = 'regular' | 'bold' | 'italic' | 'mono';

export type Face = {
  /** The name the face is registered under in each document. */
  name: string;
  /** Null for PDFKit's built-in Courier. */
  font: Font | null;
  covers: (codePoint: number) => boolean;
};

export type PdfFonts = {
  chains: Record<TextStyle, Face[]>;
  /** Whether any face can draw the character. */
  covers: (codePoint: number) => boolean;
};

/** Noto Sans's subsets, most used first. */
const NOTO_SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext'];

/** Characters beyond Latin-1 that WinAnsi (and so the built-in Courier) has. */
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((ch) => ch.codePointAt(0)!));

/** JSON values stay in Courier (no embedding needed); what WinAnsi lacks falls through to the Unicode faces. */
const COURIER: Face = {
  name: 'Courier',
  font: null,
  covers: (code) =>
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code),
};

let loaded: Promise<PdfFonts> | undefined;

/** The faces, read once per process at the first PDF. */
export function loadPdfFonts(): Promise<PdfFonts> {
  loaded ??= readFaces();
  return loaded;
}

async function readFaces(): Promise<PdfFonts> {
  const fontkit = await import('fontkit');
  const require = createRequire(import.meta.url);
  const opened = new Map<string, Face>();
  const open = (pkg: string, file: string): Face => {
    let face = opened.get(file);
    if (!face) {
      const woff = readFileSync(require.resolve(`@fontsource/${pkg}/files/${file}.woff`));
      const font = withReadableText(fontkit.create(woffToSfnt(woff)) as Font);
      face = { name: file, font, covers: (code) => font.hasGlyphForCodePoint(code) };
      opened.set(file, face);
    }
    return face;
  };
  // Arabic and Hebrew have no italic: they stay upright in italic text.
  const chain = (weight: 400 | 700, style: 'normal' | 'italic') => [
    ...NOTO_SUBSETS.map((subset) => open('noto-sans', `noto-sans-${subset}-${weight}-${style}`)),
    open('ibm-plex-sans-arabic', `ibm-plex-sans-arabic-arabic-${weight}-normal`),
    open('noto-sans-hebrew', `noto-sans-hebrew-hebrew-${weight}-normal`),
  ];
  const regular = chain(400, 'normal');
  const chains: Record<TextStyle, Face[]> = {
    regular,
    bold: chain(700, 'normal'),
    italic: chain(400, 'italic'),
    mono: [COURIER, ...regular],
  };
  return { chains, covers: (code) => regular.some((face) => face.covers(code)) };
}

/**
 * A face whose drawn glyphs say which characters they stand for (PDFKit writes each glyph's code points into the
 * font's ToUnicode map, which copying, search, pdftotext and screen readers read). fontkit's own answer is wrong
 * twice:
 * - A glyph for several characters (an Arabic ligature: lam-alef, Plex's noon-yeh "ني") lists them in reading
 *   order, but a right-to-left run is drawn in visual order, and readers (poppler, PDF.js, PDFBox) put a glyph's
 *   characters left to right into its box and then reverse the right-to-left text as a whole, so "في" came back
 *   "يف". In a right-to-left run such a glyph lists its characters right to left, like the run's glyphs.
 * - The Persian zero-width non-joiner ("می‌کند") is drawn as the space glyph with no width, so it read as
 *   nothing ("میکند", another spelling). It is drawn as the face's empty NULL glyph, which stands for it. (The
 *   faces' own glyph for it is not empty: Noto Sans Hebrew draws a mark.)
 */
function withReadableText(font: Font): Font {
  withGlyphsForTheirCharacters(font);
  const space = font.glyphForCodePoint(0x20);
  const empty = emptyGlyph(font);
  const layout = (text: string, ...options: unknown[]): GlyphRun => {
    const run = (font.layout as (text: string, ...options: unknown[]) => GlyphRun)(text, ...options);
    const rtl = run.direction === 'rtl';
    // fontkit hides every default-ignorable character; only when all of them are ZWNJ is each hidden glyph one.
    const zwnj = empty && !/[^\P{Default_Ignorable_Code_Point}\u200c]/u.test(text) && text.includes(ZWNJ);
    run.glyphs = run.glyphs.map((glyph, i) => {
      if (zwnj && glyph.id === space.id && run.positions[i].xAdvance === 0)
        return standingFor(empty, [0x200c]);
      return rtl && glyph.codePoints.length > 1 ? standingFor(glyph, [...glyph.codePoints].reverse()) : glyph;
    });
    return run;
  };
  return new Proxy(font, { get: (target, key) => (key === 'layout' ? layout : Reflect.get(target, key)) });
}

const ZWNJ = '\u200c';

const sameCodePoints = (a: number[], b: number[]) => a.length === b.length && a.every((c, i) => c === b[i]);

/**
 * fontkit caches one glyph object per id with the characters of its first request, and the layout takes its
 * glyphs from that cache (also when the subsetting of an earlier document asked for the id with none): once a
 * process had laid out Arabic text, the final alef maksura of "على" in a later PDF stood for no character and
 * vanished from the text layer. A request with characters gets a stand-in that tells them.
 */
function withGlyphsForTheirCharacters(font: Font) {
  const cached = font.getGlyph.bind(font) as (id: number, codePoints?: number[]) => Glyph;
  Object.defineProperty(font, 'getGlyph', {
    value: (id: number, codePoints?: number[]) => {
      const glyph = cached(id, codePoints);
      return codePoints?.length && !sameCodePoints(glyph.codePoints, codePoints)
        ? standingFor(glyph, codePoints)
        : glyph;
    },
  });
}

/** fontkit caches one glyph object per id: the stand-in shares it and only tells other code points. */
const standingFor = (glyph: Glyph, codePoints: number[]): Glyph =>
  Object.create(glyph, { codePoints: { value: codePoints } });

/** The TrueType NULL glyph (among the first few), if the face has one without ink or width. */
function emptyGlyph(font: Font): Glyph | null {
  for (let id = 1; id < Math.min(4, font.numGlyphs); id++) {
    const glyph = font.getGlyph(id);
    if (/^\.?null$/i.test(glyph.name ?? '') && glyph.advanceWidth === 0 && glyph.path.commands.length === 0)
      return glyph;
  }
  return null;
}

/** Makes the faces known to a document by name (PDFKit takes an opened fontkit font, so it is parsed once). */
export function registerFonts(doc: PDFKit.PDFDocument, fonts: PdfFonts) {
  const faces = new Set(Object.values(fonts.chains).flat());
  for (const face of faces) if (face.font) doc.registerFont(face.name, face.font as unknown as Buffer);
}
