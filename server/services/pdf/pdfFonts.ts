// The faces our PDFs write with, per text style a chain: the first face that has a character draws it.
// Noto Sans for Latin, Greek and Cyrillic; IBM Plex Sans Arabic for the Arabic script (Arabic, Persian, Urdu);
// Noto Sans Hebrew. Not Noto Sans Arabic: its npm builds draw dotted letters as a dotless base plus a dot glyph,
// so a PDF's text (copy, search) reads "ز" as "ر" and "ش" as "س"; Plex has one glyph per letter form.
// The files are fontsource's per-script subsets (WOFF): fontkit parses and shapes them several times faster than
// a whole Noto Sans (4,500 glyphs, 257 substitution lookups, mostly Devanagari). They are read at the first PDF,
// like PDFKit itself; PDFKit embeds only the glyphs a document uses.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
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
      const font = fontkit.create(woffToSfnt(woff)) as Font;
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

/** Makes the faces known to a document by name (PDFKit takes an opened fontkit font, so it is parsed once). */
export function registerFonts(doc: PDFKit.PDFDocument, fonts: PdfFonts) {
  const faces = new Set(Object.values(fonts.chains).flat());
  for (const face of faces) if (face.font) doc.registerFont(face.name, face.font as unknown as Buffer);
}
