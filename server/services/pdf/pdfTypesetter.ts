// Text layout on top of PDFKit's drawing. PDFKit wraps a string in one font, left to right; patient text mixes
// scripts (each drawn by its own face, see pdfFonts.ts) and directions. So lines are cut here (pdfLineBreaks.ts,
// measured in the faces that draw them), each line is put into visual order by the Unicode bidi algorithm
// (bidi-js), and drawn as runs of one face and one direction. A paragraph whose first strong letter is
// right-to-left (Arabic, Persian, Hebrew) is right-to-left and aligned right.
import type { Bidi, EmbeddingLevels } from 'bidi-js';
import type LineBreaker from 'linebreak';
import type { Face, PdfFonts, TextStyle } from './pdfFonts.ts';
import { inkedEnd, lineRanges } from './pdfLineBreaks.ts';
import { pdfSafe } from './pdfText.ts';

export type Span = { text: string; style: TextStyle };

export type TypesetTools = { fonts: PdfFonts; bidi: Bidi; LineBreaker: typeof LineBreaker };

export type TextBox = {
  x: number;
  width: number;
  size: number;
  color: string;
  /** Extra space below each line. */
  lineGap?: number;
  align?: 'left' | 'right';
};

/**
 * A piece of a line in one face, its text in the order fontkit needs to draw it in the run's direction. `whole`:
 * fontkit reverses it, so PDFKit must lay it out in one piece (by default it lays out word by word, which keeps
 * the words of a right-to-left run left to right).
 */
type Run = { text: string; face: Face; x: number; start: number; whole: boolean };
type Line = { runs: Run[]; width: number; height: number; rtl: boolean };
/** The cleaned text with the face of each UTF-16 unit and the bidi levels. */
type Prepared = { text: string; faces: Face[]; levels: EmbeddingLevels };

/**
 * One line box for every face, in font sizes: a shared baseline, and a density near the former Helvetica layout's
 * (0.925 plus gaps); the fonts' own metrics, 1.36 for Noto Sans, made a typical PDF twice as long.
 */
const LINE = { ascent: 0.9, height: 1.15 };

/** fontkit reverses a run itself when the first character with a script is Arabic or Hebrew (our RTL faces). */
const SCRIPTED = /[^\p{Script=Zyyy}\p{Script=Zinh}\p{Script=Zzzz}]/u;
const RTL_SCRIPT = /[\p{Script=Arab}\p{Script=Hebr}]/u;
const fontkitReverses = (face: Face, text: string) => {
  const first = face.font ? SCRIPTED.exec(text) : null;
  return first !== null && RTL_SCRIPT.test(first[0]);
};

/** Spaces and combining marks stay with the face before them: one run per Arabic phrase, accents on their letter. */
const STICKY = /^[\s\p{M}]$/u;

export function createTypesetter(doc: PDFKit.PDFDocument, { fonts, bidi, LineBreaker }: TypesetTools) {
  // Measured word by word through PDFKit's per-document cache: shaping every measurement anew costs seconds.
  const widthOf = (text: string, face: Face, size: number) =>
    doc.font(face.name).fontSize(size).widthOfString(text);

  function prepare(spans: Span[]): Prepared {
    let text = '';
    const faces: Face[] = [];
    let previous: Face | undefined;
    for (const span of spans) {
      const chain = fonts.chains[span.style];
      for (const ch of pdfSafe(span.text, fonts.covers)) {
        const code = ch.codePointAt(0)!;
        const face =
          previous && chain.includes(previous) && STICKY.test(ch) && previous.covers(code)
            ? previous
            : (chain.find((f) => f.covers(code)) ?? chain[0]);
        text += ch;
        for (let unit = 0; unit < ch.length; unit++) faces.push(face);
        previous = face;
      }
    }
    return { text, faces, levels: bidi.getEmbeddingLevels(text, 'auto') };
  }

  /** Width of text[from, to) drawn face by face. */
  function measure(p: Prepared, from: number, to: number, size: number) {
    let width = 0;
    for (let start = from; start < to; ) {
      let end = start + 1;
      while (end < to && p.faces[end] === p.faces[start]) end++;
      width += widthOf(p.text.slice(start, end), p.faces[start], size);
      start = end;
    }
    return width;
  }

  /** The runs of text[start, end) in visual order, left to right. */
  function buildLine(p: Prepared, start: number, end: number, size: number, lineGap: number): Line {
    const inked = inkedEnd(p.text, start, end);
    const paragraph = p.levels.paragraphs.find((q) => q.start <= start && start <= q.end);
    const runs: Run[] = [];
    let x = 0;
    if (inked > start) {
      const order = bidi.getReorderedIndices(p.text, p.levels, start, inked - 1).slice(start, inked);
      const mirrored = bidi.getMirroredCharactersMap(p.text, p.levels.levels, start, inked - 1);
      const levels = p.levels.levels;
      for (let i = 0; i < order.length; ) {
        const level = levels[order[i]];
        const face = p.faces[order[i]];
        const step = level % 2 ? -1 : 1;
        let j = i + 1;
        while (
          j < order.length &&
          order[j] === order[j - 1] + step &&
          levels[order[j]] === level &&
          p.faces[order[j]] === face
        )
          j++;
        const from = Math.min(order[i], order[j - 1]);
        const to = Math.max(order[i], order[j - 1]) + 1;
        let text = '';
        for (let k = from; k < to; k++) text += mirrored.get(k) ?? p.text[k];
        // A right-to-left run fontkit would not reverse (digits, punctuation), or a left-to-right one it would
        // (Arabic-script digits), is handed over reversed.
        const whole = fontkitReverses(face, text);
        if ((level % 2 === 1) !== whole) text = [...text].reverse().join('');
        runs.push({ text, face, x, start: from, whole });
        x += widthOf(text, face, size);
        i = j;
      }
    }
    return {
      // Drawn in logical order, so a reader copying the text gets it in reading order.
      runs: runs.sort((a, b) => a.start - b.start),
      width: x,
      height: LINE.height * size + lineGap,
      rtl: (paragraph?.level ?? 0) % 2 === 1,
    };
  }

  function layout(spans: Span[], box: TextBox): Line[] {
    const p = prepare(spans);
    const measured = (from: number, to: number) => measure(p, from, to, box.size);
    return lineRanges(p.text, box.width, measured, LineBreaker).map(([start, end]) =>
      buildLine(p, start, end, box.size, box.lineGap ?? 0),
    );
  }

  function drawLine(line: Line, box: TextBox, top: number) {
    const x = box.x + (box.align === 'right' || line.rtl ? box.width - line.width : 0);
    for (const run of line.runs)
      doc
        .font(run.face.name)
        .fontSize(box.size)
        .fillColor(box.color)
        .text(run.text, x + run.x, top + LINE.ascent * box.size, {
          lineBreak: false,
          baseline: 'alphabetic',
          features: run.whole ? [] : undefined,
        });
  }

  let lastSize = 10;
  const settle = (box: TextBox) => {
    lastSize = box.size;
    doc.x = box.x;
  };

  return {
    /** Space of `lines` lines of the last text's size (PDFKit's moveDown would measure with the font's metrics). */
    moveDown(lines: number) {
      doc.y += lines * LINE.height * lastSize;
    },

    height: (spans: Span[], box: TextBox) => layout(spans, box).reduce((sum, line) => sum + line.height, 0),

    /** Writes at doc.y and on further pages when the bottom margin is reached; doc.y ends below the text. */
    write(spans: Span[], box: TextBox) {
      const bottom = () => doc.page.height - doc.page.margins.bottom;
      for (const line of layout(spans, box)) {
        if (doc.y + line.height > bottom() && line.height < bottom() - doc.page.margins.top) doc.addPage();
        drawLine(line, box, doc.y);
        doc.y += line.height;
      }
      settle(box);
    },

    /** Writes at y regardless of the margins, on this page (footers). */
    writeAt(spans: Span[], box: TextBox, y: number) {
      let top = y;
      for (const line of layout(spans, box)) {
        drawLine(line, box, top);
        top += line.height;
      }
      settle(box);
    },
  };
}

export type Typesetter = ReturnType<typeof createTypesetter>;
