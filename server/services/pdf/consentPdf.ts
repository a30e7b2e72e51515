// "Signiertes PDF" (issue 30): one answered consent document as a PDF for the patient file and the Datenauskunft —
// the practice, the document's title, version and full text in its simple formatting (and the practice's
// translation when the patient read one), the drawn signature (or the typed name), the evidence as a table with
// the check value and seal, a revocation if any, and "Signatur passt nicht zum Dokument" when the check fails.
// A declined document is printed too: it records the patient's decision. A4, German, Berlin time.

import type { StaffConsent } from '../../../common/consent/api.ts';
import type { ConsentContent } from '../../../common/consent/content.ts';
import type { ConsentEvidence } from '../../../common/consent/evidence.ts';
import { type ConsentInline, parseConsentMarkup } from '../../../common/consent/markup.ts';
import { formatGermanDay } from '../../../common/dashboard/submissionDisplay.ts';
import { germanDateTimeSeconds } from '../../../common/format/germanDateTimeSeconds.ts';
import { consentPdfTexts as T } from '../../../common/texts/consentPdf.ts';
import { LANGUAGE_INFO } from '../../../common/texts/patient/languages.ts';
import { isDecodablePng } from './decodablePng.ts';
import { openPdfDocument } from './pdfDocument.ts';
import { createWriter, FONT, MARGINS, type Writer } from './pdfLayout.ts';
import type { Span, TextBox, Typesetter } from './pdfTypesetter.ts';
import { berlin, PDF_TIME_ZONE } from './submissionPdf.ts';

export type ConsentPdfInput = {
  practiceName: string;
  /** The request's reference number. */
  reference: string;
  title: string;
  version: number;
  /** The version's content; null when it cannot be opened. */
  content: ConsentContent | null;
  status: 'signed' | 'declined';
  answeredAt: string | null;
  /** The opened evidence; null when it cannot be read. */
  evidence: ConsentEvidence | null;
  /** The version's stored hash: printed when the evidence cannot name it. */
  contentSha256: string;
  checkValue: string | null;
  seal: string | null;
  check: { ok: true } | { ok: false; reason: 'evidence' | 'document' };
  revocation: {
    revokedOn: string;
    recordedAt: string;
    recordedBy: string | null;
    note: string | null;
    noteReadable: boolean;
  } | null;
  generatedAt: Date;
};

const COLOR = { ink: '#1f2937', muted: '#6b7280', red: '#b91c1c', rule: '#d1d5db' } as const;
const SIGNATURE_BOX = { width: 240, height: 96 };
/** The value column keeps 64 hex digits of 8 pt Courier on one line. */
const LABEL_WIDTH = 165;

/** dd.MM.yyyy HH:mm:ss in Berlin: a signature's time to the second. */
export const berlinSeconds = (value: string | Date) =>
  germanDateTimeSeconds(new Date(value).toISOString(), PDF_TIME_ZONE);

export async function renderConsentPdf(input: ConsentPdfInput): Promise<Buffer> {
  const { doc, done, typesetter } = await openPdfDocument({
    title: T.documentTitle(input.reference),
    generatedAt: input.generatedAt,
  });
  const w = createWriter(doc, typesetter);
  const page = pageTools(doc, typesetter);

  w.title(input.practiceName, 10, FONT.bold, COLOR.muted);
  w.gap(0.6);
  w.title(T.heading, 20);
  w.title(input.title, 14, FONT.regular);
  w.gap(0.6);
  w.fact(T.evidence.documentVersion, T.version(input.version));
  w.fact(T.reference, input.reference);
  w.fact(T.evidence.status, T.status[input.status]);
  if (input.revocation) w.fact(T.revocation.revokedOn, formatGermanDay(input.revocation.revokedOn));
  if (!input.check.ok) {
    w.gap(0.6);
    w.title(T.evidence.broken, 13, FONT.bold, COLOR.red);
  }

  writeText(w, page, input);
  writeSignature(w, page, doc, input);
  writeEvidence(w, page, input);
  if (input.revocation) writeRevocation(w, page, input.revocation);

  w.footers(T.footer(input.reference, berlin(input.generatedAt)));
  doc.end();
  return done;
}

/** Drawing helpers beyond the shared writer: the markup's runs, table rows, and keeping blocks together. */
function pageTools(doc: PDFKit.PDFDocument, typesetter: Typesetter) {
  const left = MARGINS.left;
  const width = doc.page.width - MARGINS.left - MARGINS.right;
  const bottom = () => doc.page.height - MARGINS.bottom;
  const keep = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const box = (size: number, x = left, w = width, color: string = COLOR.ink): TextBox => ({
    x,
    width: w,
    size,
    color,
    lineGap: 2,
  });
  const runs = (inline: ConsentInline[], allBold = false): Span[] =>
    inline.map((run) => ({ text: run.text, style: allBold || run.bold ? FONT.bold : FONT.regular }));

  return {
    doc,
    left,
    width,
    keep,
    /** A document text in the simple formatting of common/consent/markup.ts. */
    markup(source: string) {
      for (const block of parseConsentMarkup(source)) {
        if (block.type === 'heading') {
          typesetter.moveDown(0.3);
          const spans = runs(block.text, true);
          keep(typesetter.height(spans, box(12)) + 40);
          typesetter.write(spans, box(12));
          typesetter.moveDown(0.3);
        } else if (block.type === 'paragraph') {
          const spans = block.lines.flatMap((line, i) =>
            i === 0 ? runs(line) : [{ text: '\n', style: FONT.regular }, ...runs(line)],
          );
          typesetter.write(spans, box(10.5));
          typesetter.moveDown(0.6);
        } else {
          for (const item of block.items) {
            const indent = 14;
            keep(20);
            const y = doc.y;
            typesetter.write([{ text: '•', style: FONT.regular }], box(10.5, left, indent));
            doc.y = y;
            typesetter.write(runs(item), box(10.5, left + indent, width - indent));
            typesetter.moveDown(0.2);
          }
          typesetter.moveDown(0.4);
        }
      }
    },
    /** One row of a two-column table: the label left, the value right, hashes in a smaller fixed-width face. */
    row(label: string, value: string, style: { mono?: boolean; red?: boolean; italic?: boolean } = {}) {
      const labelSpans: Span[] = [{ text: label, style: FONT.bold }];
      const valueStyle = style.mono ? FONT.mono : style.italic ? FONT.italic : FONT.regular;
      const valueSpans: Span[] = [{ text: value, style: style.red ? FONT.bold : valueStyle }];
      const size = 9.5;
      const valueSize = style.mono ? 8 : size;
      const labelBox: TextBox = { x: left, width: LABEL_WIDTH - 8, size, color: COLOR.muted, lineGap: 1 };
      const valueBox: TextBox = {
        x: left + LABEL_WIDTH,
        width: width - LABEL_WIDTH,
        size: valueSize,
        color: style.red ? COLOR.red : COLOR.ink,
        lineGap: style.mono ? 2.5 : 1,
      };
      const height = Math.max(
        typesetter.height(labelSpans, labelBox),
        typesetter.height(valueSpans, valueBox),
      );
      keep(height + 6);
      const top = doc.y;
      typesetter.write(labelSpans, labelBox);
      const labelEnd = doc.y;
      // A smaller face shares the label's baseline.
      doc.y = top + 0.9 * (size - valueSize);
      typesetter.write(valueSpans, valueBox);
      doc.y = Math.max(doc.y, labelEnd) + 3;
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .lineWidth(0.3)
        .strokeColor(COLOR.rule)
        .stroke();
      doc.y += 4;
    },
  };
}
type PageTools = ReturnType<typeof pageTools>;

function writeText(w: Writer, page: PageTools, input: ConsentPdfInput) {
  const { content, evidence } = input;
  w.heading(input.title);
  if (!content) return w.paragraph(T.unreadableText, { muted: true });
  page.markup(content.body);
  // The patient read the practice's translation: that text, as read, follows the German one.
  const language = evidence?.language ?? 'de';
  const translation = language === 'de' ? undefined : content.translations[language];
  if (translation) {
    w.heading(T.translationHeading(LANGUAGE_INFO[language].germanName));
    w.title(translation.title, 12);
    w.gap(0.4);
    page.markup(translation.body);
  }
}

function writeSignature(w: Writer, page: PageTools, doc: PDFKit.PDFDocument, input: ConsentPdfInput) {
  const { evidence } = input;
  w.heading(T.signature.title);
  if (!evidence) return w.paragraph(T.signature.missing, { muted: true });
  if (evidence.status === 'declined') return w.paragraph(T.signature.declined);
  if (evidence.method === 'typed') {
    w.title(evidence.name, 16, FONT.italic);
    w.gap(0.3);
    return w.paragraph(T.signature.typed, { muted: true });
  }
  const png = evidence.signatureImage ? pngOfDataUrl(evidence.signatureImage) : null;
  if (!png) return w.paragraph(T.signature.imageUnreadable, { muted: true });
  page.keep(SIGNATURE_BOX.height + 40);
  const top = doc.y;
  try {
    doc.image(png, page.left + 6, top + 6, {
      fit: [SIGNATURE_BOX.width - 12, SIGNATURE_BOX.height - 12],
      align: 'center',
      valign: 'center',
    });
  } catch {
    return w.paragraph(T.signature.imageUnreadable, { muted: true });
  }
  // The line a signature stands on, and the name beneath it.
  const line = top + SIGNATURE_BOX.height;
  doc
    .moveTo(page.left, line)
    .lineTo(page.left + SIGNATURE_BOX.width, line)
    .lineWidth(0.6)
    .strokeColor(COLOR.muted)
    .stroke();
  doc.y = line + 4;
  w.paragraph(evidence.name);
  w.paragraph(T.signature.drawn, { muted: true });
}

function writeEvidence(w: Writer, page: PageTools, input: ConsentPdfInput) {
  const { evidence } = input;
  const E = T.evidence;
  w.heading(E.title);
  const answeredAt = evidence?.answeredAt ?? input.answeredAt;
  page.row(E.name, evidence?.name ?? E.missing, { italic: !evidence });
  page.row(E.status, T.status[evidence?.status ?? input.status]);
  page.row(E.answeredAt, answeredAt ? `${berlinSeconds(answeredAt)} (${E.serverTime})` : E.missing);
  page.row(E.documentVersion, T.version(evidence?.version ?? input.version));
  page.row(E.documentSha256, evidence?.documentSha256 ?? input.contentSha256, { mono: true });
  if (evidence) {
    page.row(E.addressHash, evidence.addressHash, { mono: true });
    page.row(E.userAgent, evidence.userAgent);
    const translated = evidence.language !== 'de' && Boolean(input.content?.translations[evidence.language]);
    page.row(
      E.language,
      `${LANGUAGE_INFO[evidence.language].germanName} (${translated ? E.translated : E.notTranslated})`,
    );
  }
  const method =
    evidence?.status === 'declined'
      ? E.noSignature
      : `${E.simpleSignature}${evidence?.method ? ` – ${evidence.method === 'drawn' ? E.methodDrawn : E.methodTyped}` : ''}`;
  page.row(E.method, method);
  page.row(E.checkValue, input.checkValue ?? E.missing, { mono: Boolean(input.checkValue) });
  page.row(E.seal, input.seal ?? E.missing, { mono: Boolean(input.seal) });
  if (input.check.ok) page.row(E.check, E.intact);
  else page.row(E.check, `${E.broken}. ${E.brokenDetail[input.check.reason]}`, { red: true });
}

function writeRevocation(w: Writer, page: PageTools, revocation: NonNullable<ConsentPdfInput['revocation']>) {
  const R = T.revocation;
  w.heading(R.title);
  page.row(R.revokedOn, formatGermanDay(revocation.revokedOn));
  page.row(R.recordedAt, berlin(revocation.recordedAt));
  page.row(R.recordedBy, revocation.recordedBy ?? R.deletedUser);
  if (!revocation.noteReadable) page.row(R.note, R.unreadableNote, { italic: true });
  else if (revocation.note) page.row(R.note, revocation.note);
}

const DATA_URL_PNG = /^data:image\/png;base64,([A-Za-z0-9+/]+=*)$/;

/** The PNG of a drawn signature, or null unless it decodes completely (decodablePng.ts says why). */
export function pngOfDataUrl(dataUrl: string): Buffer | null {
  const match = DATA_URL_PNG.exec(dataUrl);
  if (!match) return null;
  const bytes = Buffer.from(match[1]!, 'base64');
  return isDecodablePng(bytes) ? bytes : null;
}

/** "Einwilligung-<REF>-<title-slug>-v<version>.pdf": a title folded to ASCII words, never the patient. */
export function consentPdfFileName(reference: string, title: string, version: number): string {
  const slug =
    title
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/Ä/g, 'Ae')
      .replace(/Ö/g, 'Oe')
      .replace(/Ü/g, 'Ue')
      .replace(/ß/g, 'ss')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'Dokument';
  return `Einwilligung-${reference}-${slug}-v${version}.pdf`;
}

/** The Datenauskunft's short section of a request's consents (auskunft.pdf); each signed PDF lies in the ZIP. */
export function writeConsentSummary(w: Writer, consents: { staff: StaffConsent; zipPath: string | null }[]) {
  if (consents.length === 0) return;
  const X = T.export;
  w.heading(X.title);
  for (const { staff, zipPath } of consents) {
    const lines =
      staff.status === 'pending' || !staff.answered_at
        ? [X.pending]
        : [X.answered(T.status[staff.status], berlin(staff.answered_at), staff.name ?? T.evidence.missing)];
    if (staff.intact === false) lines.push(X.broken);
    if (staff.revocation) lines.push(X.revoked(formatGermanDay(staff.revocation.revoked_on)));
    if (zipPath) lines.push(X.inZip(zipPath));
    w.field(`${staff.title} · ${T.version(staff.version)}`, lines.join('\n'));
  }
}
