import { describe, expect, it } from 'vitest';
import { contactHref } from './contactHref.ts';
import { summaryText } from './summaryText.ts';

describe('contact links of the detail screen', () => {
  it('dials the digits of a phone number, keeping a leading plus', () => {
    expect(contactHref('Telefon', '030 / 123 45-67')).toBe('tel:0301234567');
    expect(contactHref('Mobiltelefon', '+49 (171) 123 4567')).toBe('tel:+491711234567');
    expect(contactHref('Telefon', 'bitte abends')).toBeNull();
  });

  it('writes to an address, and to nothing that is none', () => {
    expect(contactHref('E-Mail', ' jana@beispiel.de ')).toBe('mailto:jana@beispiel.de');
    expect(contactHref('E-Mail', 'jana at beispiel')).toBeNull();
    expect(contactHref('Nachricht', 'jana@beispiel.de')).toBeNull();
  });
});

describe('the summary as text to copy', () => {
  it('writes the summary and its lists, leaving out empty ones', () => {
    expect(
      summaryText({
        summary: 'Knieschmerz rechts seit drei Wochen.',
        keyFindings: ['Schwellung', 'Belastungsschmerz'],
        recommendations: [],
        riskFactors: ['Blutverdünner'],
      }),
    ).toBe(
      'Knieschmerz rechts seit drei Wochen.\n\nWichtige Befunde:\n- Schwellung\n- Belastungsschmerz\n\nBesondere Hinweise:\n- Blutverdünner',
    );
  });
});
