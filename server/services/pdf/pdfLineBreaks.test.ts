import LineBreaker from 'linebreak';
import { describe, expect, it } from 'vitest';
import { lineRanges } from './pdfLineBreaks.ts';

/** Every character one unit wide: a line of width 10 holds ten. */
const lines = (text: string, width = 10) =>
  lineRanges(text, width, (from, to) => to - from, LineBreaker).map(([start, end]) => text.slice(start, end));

describe('lineRanges', () => {
  it('fills each line greedily at spaces and hyphens; trailing spaces do not count', () => {
    expect(lines('eins zwei drei vier')).toEqual(['eins zwei ', 'drei vier']);
    expect(lines('Rücken-Nackenschmerz')).toEqual(['Rücken-', 'Nackenschm', 'erz']);
    expect(lines('0123456789 x')).toEqual(['0123456789 ', 'x']);
  });

  it('ends a line at every line break, an empty one too, and has no line for no text', () => {
    expect(lines('eins\n\nzwei')).toEqual(['eins', '', 'zwei']);
    expect(lines('')).toEqual([]);
  });

  it('cuts a word wider than the line between graphemes', () => {
    expect(lines('https://example.org/sehr/lang', 12)).toEqual(['https://', 'example.org/', 'sehr/lang']);
    expect(lines('ÄÖÜäöüßÄÖÜäöü', 6)).toEqual(['ÄÖÜäöü', 'ßÄÖÜäö', 'ü']);
  });
});
