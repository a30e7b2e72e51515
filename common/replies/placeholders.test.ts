import { describe, expect, it } from 'vitest';
import { BUILT_IN_REPLY_TEMPLATES } from './builtInTemplates.ts';
import {
  fillPlaceholders,
  formatReplyDate,
  isPastDay,
  isReplyDate,
  isReplyTime,
  replyValues,
  unknownPlaceholders,
} from './placeholders.ts';
import { replyBodySchema, replyTemplateBodySchema } from './replySchemas.ts';
import { REPLY_TEMPLATE_VALUES } from './replyTemplateKinds.ts';

describe('fillPlaceholders', () => {
  it('fills known placeholders in any spelling, once, and leaves unknown ones', () => {
    const text = 'Guten Tag {{name}}, Ihr Termin: {{ Datum }} um {{uhrzeit}} Uhr – {{praxis}} {{farbe}}';
    expect(
      fillPlaceholders(text, {
        name: 'Jana Beispiel',
        datum: 'Dienstag, 12.05.2026',
        uhrzeit: '09:30',
        praxis: 'Physio Süd',
      }),
    ).toBe('Guten Tag Jana Beispiel, Ihr Termin: Dienstag, 12.05.2026 um 09:30 Uhr – Physio Süd {{farbe}}');
  });

  it('drops an empty value with the space before it, and never reads a value as a template', () => {
    expect(fillPlaceholders('Guten Tag {{name}},', { name: '  ' })).toBe('Guten Tag,');
    expect(fillPlaceholders('Guten Tag {{name}},', {})).toBe('Guten Tag,');
    expect(fillPlaceholders('{{name}} / {{praxis}}', { name: '{{praxis}}', praxis: 'P' })).toBe(
      '{{praxis}} / P',
    );
  });

  it('strips control characters and bidi overrides from values, never from the template', () => {
    const name = 'Anna\r\nBcc: x@example.org\u0000\t Weber\u202e\u0085';
    expect(fillPlaceholders('Betreff: {{name}}\nHallo', { name })).toBe(
      'Betreff: Anna Bcc: x@example.org Weber\nHallo',
    );
    expect(fillPlaceholders('Guten Tag {{name}},', { name: '\u0007\u200f' })).toBe('Guten Tag,');
    expect(fillPlaceholders('{{praxis}}', { praxis: 'Praxis\u001b[31m Rot' })).toBe('Praxis [31m Rot');
  });

  it('turns every built-in template into a text without placeholders', () => {
    const values = replyValues({
      practice: 'Physio Süd',
      name: 'Jana Beispiel',
      reference: 'AB12CD34',
      date: '2026-05-12',
      time: '09:30',
    });
    for (const kind of REPLY_TEMPLATE_VALUES) {
      const { subject, body } = BUILT_IN_REPLY_TEMPLATES[kind];
      expect(`${fillPlaceholders(subject, values)}\n${fillPlaceholders(body, values)}`).not.toMatch(
        /\{\{|\}\}/,
      );
      expect(unknownPlaceholders(`${subject}${body}`)).toEqual([]);
    }
    expect(fillPlaceholders(BUILT_IN_REPLY_TEMPLATES.terminvorschlag.body, values)).toContain(
      'Dienstag, 12.05.2026 um 09:30 Uhr',
    );
  });
});

describe('dates and times of a proposal', () => {
  it('accepts real days and times only', () => {
    expect(isReplyDate('2028-02-29')).toBe(true);
    for (const bad of ['2027-02-29', '2026-13-01', '12.05.2026', '2026-5-1', ''])
      expect(isReplyDate(bad), bad).toBe(false);
    expect(isReplyTime('23:59')).toBe(true);
    for (const bad of ['24:00', '9:30', '09:60', '0930']) expect(isReplyTime(bad), bad).toBe(false);
    expect(formatReplyDate('2026-05-12')).toBe('Dienstag, 12.05.2026');
    expect(formatReplyDate('kein Datum')).toBe('');
  });

  it('counts a day as past only before yesterday (time zones)', () => {
    const now = new Date('2026-05-12T00:30:00Z');
    expect(isPastDay('2026-05-11', now)).toBe(false);
    expect(isPastDay('2026-05-10', now)).toBe(true);
  });
});

describe('reply and template bodies', () => {
  it('needs date and time for a Terminvorschlag, with German messages at their fields', () => {
    const result = replyBodySchema.safeParse({ template: 'terminvorschlag', time: '25:00' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['date', 'Bitte wählen Sie ein Datum für den Terminvorschlag.'],
      ['time', 'Bitte geben Sie eine gültige Uhrzeit an (HH:MM).'],
    ]);
    expect(replyBodySchema.safeParse({ template: 'rueckrufbitte' }).success).toBe(true);
    expect(replyBodySchema.safeParse({ template: 'frei', subject: 'a\nb', body: 'x' }).success).toBe(false);
  });

  it('refuses unknown placeholders in a template', () => {
    const result = replyTemplateBodySchema.safeParse({ subject: 'Hallo', body: 'Am {{tag}}' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['body'],
      message: expect.stringContaining('{{tag}}'),
    });
  });
});
