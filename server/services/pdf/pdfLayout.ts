// The building blocks of our PDFs: headings, label/value fields, bullets, warnings and the footer. Text goes
// through the typesetter (pdfTypesetter.ts), which wraps it, picks a face per script, orders right-to-left text
// and flows it onto new pages.
import type { TextStyle } from './pdfFonts.ts';
import type { Span, TextBox, Typesetter } from './pdfTypesetter.ts';

export const FONT = {
  regular: 'regular',
  bold: 'bold',
  italic: 'italic',
  mono: 'mono',
} as const satisfies Record<string, TextStyle>;

const COLOR = { ink: '#1f2937', muted: '#6b7280', red: '#b91c1c', rule: '#d1d5db' } as const;

/** 2 cm sides; the bottom leaves room for the footer. */
export const MARGINS = { top: 57, left: 57, right: 57, bottom: 70 };

const WARNING_PREFIX = 'Warnzeichen: ';
const BAR_GAP = 10;

type Doc = PDFKit.PDFDocument;
type ValueStyle = { muted?: boolean; mono?: boolean; warning?: boolean };

const one = (text: string, style: TextStyle): Span[] => [{ text, style }];

export function createWriter(doc: Doc, typesetter: Typesetter) {
  const left = MARGINS.left;
  const width = doc.page.width - MARGINS.left - MARGINS.right;
  const bottom = () => doc.page.height - MARGINS.bottom;
  const box = (size: number, color: string = COLOR.ink, x = left, w = width): TextBox => ({
    x,
    width: w,
    size,
    color,
  });
  const body = (b: TextBox): TextBox => ({ ...b, lineGap: 2 });

  /** A new page unless `height` still fits, so a heading or label never sits alone at a page's foot. */
  const keep = (height: number) => {
    if (doc.y + height > bottom() && height < bottom() - MARGINS.top) doc.addPage();
  };

  const valueStyle = (s: ValueStyle) => (s.mono ? FONT.mono : s.muted ? FONT.italic : FONT.regular);
  const valueBox = (s: ValueStyle) => body(box(s.mono ? 9 : 10.5, s.muted ? COLOR.muted : COLOR.ink));

  /** Text in red after a bold "Warnzeichen:", with a red bar beside it when the block fits on one page. */
  const warningSpans = (text: string): Span[] => [
    { text: WARNING_PREFIX, style: FONT.bold },
    { text, style: FONT.regular },
  ];
  const warningBox = (size: number) => box(size, COLOR.red, left + BAR_GAP, width - BAR_GAP);
  function warningBlock(draw: () => void, height: number) {
    keep(height);
    const page = doc.page;
    const top = doc.y;
    draw();
    if (doc.page === page) doc.rect(left, top, 3, doc.y - top).fill(COLOR.red);
  }

  return {
    /** Vertical space in lines of the last text's size. */
    gap: typesetter.moveDown,

    title(text: string, size: number, style: TextStyle = FONT.bold, color: string = COLOR.ink) {
      typesetter.write(one(text, style), box(size, color));
    },

    /** "Label: value" on one line (the header's facts). */
    fact(label: string, value: string) {
      typesetter.write(
        [
          { text: `${label}: `, style: FONT.bold },
          { text: value, style: FONT.regular },
        ],
        box(10),
      );
    },

    heading(text: string) {
      typesetter.moveDown(1.2);
      // The heading, its rule and a few lines of what follows.
      keep(90);
      typesetter.write(one(text, FONT.bold), box(13));
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
      typesetter.moveDown(0.4);
      // The subheading and its first bullet.
      keep(50);
      typesetter.write(one(text, FONT.bold), box(11));
      typesetter.moveDown(0.2);
    },

    paragraph(text: string, s: ValueStyle = {}) {
      typesetter.write(one(text, valueStyle(s)), valueBox(s));
    },

    /** A small grey label above its value; a warning value is red with the marker and bar. */
    field(label: string, value: string, s: ValueStyle = {}) {
      const labelSpans = one(label, FONT.bold);
      const labelHeight = typesetter.height(labelSpans, box(9));
      if (s.warning) {
        const valueHeight = typesetter.height(warningSpans(value), body(warningBox(10.5)));
        warningBlock(() => {
          typesetter.write(labelSpans, warningBox(9));
          typesetter.write(warningSpans(value), body(warningBox(10.5)));
        }, labelHeight + valueHeight);
      } else {
        // Keep the label with the first lines of its value.
        const b = valueBox(s);
        keep(labelHeight + 3 * b.size * 1.4);
        typesetter.write(labelSpans, box(9, COLOR.muted));
        typesetter.write(one(value, valueStyle(s)), b);
      }
      typesetter.moveDown(0.5);
    },

    bullet(text: string, s: { warning?: boolean } = {}) {
      const indent = 12;
      if (s.warning) {
        const spans = warningSpans(text);
        warningBlock(
          () => typesetter.write(spans, body(warningBox(10.5))),
          typesetter.height(spans, body(warningBox(10.5))),
        );
      } else {
        keep(30);
        const y = doc.y;
        typesetter.write(one('•', FONT.regular), box(10.5, COLOR.ink, left, indent));
        doc.y = y;
        typesetter.write(one(text, FONT.regular), body(box(10.5, COLOR.ink, left + indent, width - indent)));
      }
      typesetter.moveDown(0.3);
    },

    /**
     * Footer on every page (needs bufferPages): confidentiality, page n of m, and the export line. `inserted`:
     * pages another document will put in after the given count of these (a prescription's), counted in n and m.
     */
    footers(right: string, inserted: readonly { afterPage: number; pageCount: number }[] = []) {
      const { start, count } = doc.bufferedPageRange();
      const before = (page: number) =>
        inserted
          .filter((insert) => insert.afterPage <= page)
          .reduce((sum, insert) => sum + insert.pageCount, 0);
      const total = count + before(count);
      for (let i = start; i < start + count; i++) {
        doc.switchToPage(i);
        const y = doc.page.height - 45;
        doc
          .moveTo(left, y - 6)
          .lineTo(left + width, y - 6)
          .lineWidth(0.5)
          .strokeColor(COLOR.rule)
          .stroke();
        const footer = box(8, COLOR.muted);
        typesetter.writeAt(
          one(
            `Vertraulich – Gesundheitsdaten · Seite ${i - start + 1 + before(i - start)} von ${total}`,
            FONT.regular,
          ),
          footer,
          y,
        );
        typesetter.writeAt(one(right, FONT.regular), { ...footer, align: 'right' }, y);
      }
    },
  };
}

export type Writer = ReturnType<typeof createWriter>;
