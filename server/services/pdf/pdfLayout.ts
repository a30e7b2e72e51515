// The building blocks of our PDFs on top of PDFKit: headings, label/value fields, bullets, warnings and the
// footer. Every text passes pdfSafe (the standard fonts know WinAnsi only); PDFKit wraps long text and
// flows it onto new pages by itself.
import { pdfSafe } from './pdfText.ts';

export const FONT = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  mono: 'Courier',
} as const;

const COLOR = { ink: '#1f2937', muted: '#6b7280', red: '#b91c1c', rule: '#d1d5db' } as const;

/** 2 cm sides; the bottom leaves room for the footer. */
export const MARGINS = { top: 57, left: 57, right: 57, bottom: 70 };

const WARNING_PREFIX = 'Warnzeichen: ';
const BAR_GAP = 10;

type Doc = PDFKit.PDFDocument;
type ValueStyle = { muted?: boolean; mono?: boolean; warning?: boolean };

export function createWriter(doc: Doc) {
  const left = MARGINS.left;
  const width = doc.page.width - MARGINS.left - MARGINS.right;
  const bottom = () => doc.page.height - MARGINS.bottom;

  const style = (font: string, size: number, color: string = COLOR.ink) =>
    doc.font(font).fontSize(size).fillColor(color);

  /** A new page unless `height` still fits, so a heading or label never sits alone at a page's foot. */
  const keep = (height: number) => {
    if (doc.y + height > bottom() && height < bottom() - MARGINS.top) doc.addPage();
  };

  const valueFont = (s: ValueStyle) => (s.mono ? FONT.mono : s.muted ? FONT.italic : FONT.regular);
  const valueSize = (s: ValueStyle) => (s.mono ? 9 : 10.5);

  /** Text in red after a bold "Warnzeichen:", with a red bar beside it when the block fits on one page. */
  function warningBlock(x: number, draw: (innerX: number, innerWidth: number) => void, height: number) {
    keep(height);
    const page = doc.page;
    const top = doc.y;
    draw(x + BAR_GAP, width - (x - left) - BAR_GAP);
    if (doc.page === page) doc.rect(x, top, 3, doc.y - top).fill(COLOR.red);
  }

  function warningText(text: string, x: number, w: number, size: number) {
    style(FONT.bold, size, COLOR.red).text(WARNING_PREFIX, x, doc.y, {
      width: w,
      continued: true,
      lineGap: 2,
    });
    style(FONT.regular, size, COLOR.red).text(pdfSafe(text), { lineGap: 2 });
  }

  return {
    doc,
    style,

    title(text: string, size: number, font: string = FONT.bold, color: string = COLOR.ink) {
      style(font, size, color).text(pdfSafe(text), left, doc.y, { width });
    },

    /** "Label: value" on one line (the header's facts). */
    fact(label: string, value: string) {
      style(FONT.bold, 10).text(`${label}: `, left, doc.y, { width, continued: true });
      style(FONT.regular, 10).text(pdfSafe(value));
    },

    heading(text: string) {
      doc.moveDown(1.2);
      // The heading, its rule and a few lines of what follows.
      keep(90);
      style(FONT.bold, 13).text(pdfSafe(text), left, doc.y, { width });
      const y = doc.y + 2;
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.5)
        .strokeColor(COLOR.rule)
        .stroke();
      doc.y = y + 8;
    },

    subheading(text: string) {
      doc.moveDown(0.4);
      keep(40);
      style(FONT.bold, 11).text(pdfSafe(text), left, doc.y, { width });
      doc.moveDown(0.2);
    },

    paragraph(text: string, s: ValueStyle = {}) {
      style(valueFont(s), valueSize(s), s.muted ? COLOR.muted : COLOR.ink).text(pdfSafe(text), left, doc.y, {
        width,
        lineGap: 2,
      });
    },

    /** A small grey label above its value; a warning value is red with the marker and bar. */
    field(label: string, value: string, s: ValueStyle = {}) {
      const labelHeight = style(FONT.bold, 9, COLOR.muted).heightOfString(pdfSafe(label), { width });
      if (s.warning) {
        const valueHeight = style(FONT.regular, 10.5).heightOfString(WARNING_PREFIX + pdfSafe(value), {
          width: width - BAR_GAP,
          lineGap: 2,
        });
        warningBlock(
          left,
          (x, w) => {
            style(FONT.bold, 9, COLOR.red).text(pdfSafe(label), x, doc.y, { width: w });
            warningText(value, x, w, 10.5);
          },
          labelHeight + valueHeight,
        );
      } else {
        // Keep the label with the first lines of its value.
        keep(labelHeight + 3 * valueSize(s) * 1.4);
        style(FONT.bold, 9, COLOR.muted).text(pdfSafe(label), left, doc.y, { width });
        style(valueFont(s), valueSize(s), s.muted ? COLOR.muted : COLOR.ink).text(
          pdfSafe(value),
          left,
          doc.y,
          {
            width,
            lineGap: 2,
          },
        );
      }
      doc.moveDown(0.5);
    },

    bullet(text: string, s: { warning?: boolean } = {}) {
      const indent = 12;
      if (s.warning) {
        const height = style(FONT.regular, 10.5).heightOfString(WARNING_PREFIX + pdfSafe(text), {
          width: width - BAR_GAP,
          lineGap: 2,
        });
        warningBlock(left, (x, w) => warningText(text, x, w, 10.5), height);
      } else {
        keep(30);
        const y = doc.y;
        style(FONT.regular, 10.5).text('•', left, y, { width: indent });
        doc.text(pdfSafe(text), left + indent, y, { width: width - indent, lineGap: 2 });
      }
      doc.moveDown(0.3);
    },

    /** Footer on every page (needs bufferPages): confidentiality, page n of m, and the export line. */
    footers(right: string) {
      const { start, count } = doc.bufferedPageRange();
      for (let i = start; i < start + count; i++) {
        doc.switchToPage(i);
        // Writing below the bottom margin would otherwise make PDFKit open a new page.
        doc.page.margins.bottom = 0;
        const y = doc.page.height - 45;
        doc
          .moveTo(left, y - 6)
          .lineTo(left + width, y - 6)
          .lineWidth(0.5)
          .strokeColor(COLOR.rule)
          .stroke();
        style(FONT.regular, 8, COLOR.muted).text(
          `Vertraulich – Gesundheitsdaten · Seite ${i - start + 1} von ${count}`,
          left,
          y,
          { width, lineBreak: false },
        );
        doc.text(pdfSafe(right), left, y, { width, align: 'right', lineBreak: false });
        doc.page.margins.bottom = MARGINS.bottom;
      }
    },
  };
}

export type Writer = ReturnType<typeof createWriter>;
