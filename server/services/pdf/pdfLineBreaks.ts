// Where the lines of a text end: greedily at the break opportunities of UAX #14 (linebreak, the breaker PDFKit
// uses itself), a word wider than the line cut between graphemes. Ranges are logical: the bidi order of a
// right-to-left line is settled per line afterwards (pdfTypesetter.ts).
import type LineBreaker from 'linebreak';

/** Width of text[from, to) as it will be drawn. */
export type Measure = (from: number, to: number) => number;

const graphemes = new Intl.Segmenter('de', { granularity: 'grapheme' });

/** End of text[from, to) without its trailing whitespace. */
export function inkedEnd(text: string, from: number, to: number) {
  while (to > from && /\s/.test(text[to - 1])) to--;
  return to;
}

/** [start, end) of each line; every "\n" ends one, so an empty paragraph is an empty line. */
export function lineRanges(
  text: string,
  width: number,
  measure: Measure,
  Breaker: typeof LineBreaker,
): [number, number][] {
  if (!text) return [];
  const ranges: [number, number][] = [];
  let offset = 0;
  for (const paragraph of text.split('\n')) {
    const end = offset + paragraph.length;
    let lineStart = offset;
    let committed = offset;
    let lineWidth = 0;
    const breaker = new Breaker(paragraph);
    for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
      const segmentEnd = offset + next.position;
      const inked = inkedEnd(text, committed, segmentEnd);
      // Measured with its trailing spaces, as PDFKit caches the words it draws ("word ").
      const spaces = measure(inked, segmentEnd);
      const segmentWidth = measure(committed, segmentEnd) - spaces;
      if (committed > lineStart && lineWidth + segmentWidth > width) {
        ranges.push([lineStart, committed]);
        lineStart = committed;
        lineWidth = 0;
      }
      if (segmentWidth > width) {
        lineStart = cutWord(text, committed, inked, width, measure, ranges);
        lineWidth = measure(lineStart, inked);
      } else lineWidth += segmentWidth;
      lineWidth += spaces;
      committed = segmentEnd;
    }
    ranges.push([lineStart, end]);
    offset = end + 1;
  }
  return ranges;
}

/** Pushes the full lines of a word wider than the line; returns where its last piece starts. */
function cutWord(
  text: string,
  from: number,
  to: number,
  width: number,
  measure: Measure,
  ranges: [number, number][],
) {
  let start = from;
  let used = 0;
  for (const { index, segment } of graphemes.segment(text.slice(from, to))) {
    const w = measure(from + index, from + index + segment.length);
    if (used > 0 && used + w > width) {
      ranges.push([start, from + index]);
      start = from + index;
      used = 0;
    }
    used += w;
  }
  return start;
}
