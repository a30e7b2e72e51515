import { describe, expect, it } from 'vitest';
import { parseConsentMarkup, parseInline, plainConsentText } from './markup.ts';

describe('consent markup', () => {
  it('reads headings, lists, paragraphs with line breaks and bold runs', () => {
    const blocks = parseConsentMarkup(
      '## Zweck\n\nIch willige **ausdrücklich** ein.\nZweite Zeile\n\n- eins\n- **zwei**\r\n\r\nEnde',
    );
    expect(blocks).toEqual([
      { type: 'heading', text: [{ text: 'Zweck', bold: false }] },
      {
        type: 'paragraph',
        lines: [
          [
            { text: 'Ich willige ', bold: false },
            { text: 'ausdrücklich', bold: true },
            { text: ' ein.', bold: false },
          ],
          [{ text: 'Zweite Zeile', bold: false }],
        ],
      },
      { type: 'list', items: [[{ text: 'eins', bold: false }], [{ text: 'zwei', bold: true }]] },
      { type: 'paragraph', lines: [[{ text: 'Ende', bold: false }]] },
    ]);
  });

  it('keeps an unpaired ** and HTML as plain text', () => {
    expect(parseInline('5 ** 2 <b>x</b>')).toEqual([{ text: '5 ** 2 <b>x</b>', bold: false }]);
  });

  it('gives the plain text for PDFs and checks', () => {
    expect(plainConsentText('## A\n\n- b\n- c\n\nd **e**')).toBe('A\n\n• b\n• c\n\nd e');
  });
});
