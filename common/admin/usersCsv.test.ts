import { describe, expect, it } from 'vitest';
import { parseCsv } from './csvReader.ts';
import { csvField, germanDate, UTF8_BOM, usersCsv, usersCsvFileName } from './usersCsv.ts';
import type { AdminUser } from './usersView.ts';

const user = (overrides: Partial<AdminUser>): AdminUser => ({
  id: crypto.randomUUID(),
  email: 'anna@praxis.test',
  full_name: 'Anna Schulz',
  role: 'user',
  is_active: true,
  tenants: ['physio-mitte'],
  created_at: '2026-11-22T09:30:00.000Z',
  ...overrides,
});
const tenants = [
  { slug: 'physio-mitte', name: 'Physio Mitte' },
  { slug: 'praxis-suess', name: 'Praxis Süß; Gröbenzell' },
];

describe('csvField', () => {
  it('leaves plain values alone and quotes separators, quotes, line breaks and edge spaces', () => {
    expect(csvField('Anna Schulz')).toBe('Anna Schulz');
    expect(csvField('Müller; Jörg')).toBe('"Müller; Jörg"');
    expect(csvField('Der "Chef"')).toBe('"Der ""Chef"""');
    expect(csvField('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField(' vorne')).toBe('" vorne"');
    expect(csvField('Komma, bleibt')).toBe('Komma, bleibt');
  });

  it('defuses values a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+49 30 123')).toBe("'+49 30 123");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@summe')).toBe("'@summe");
  });
});

describe('usersCsv', () => {
  it('starts with a UTF-8 BOM, uses ; and CRLF, and has the spec columns', () => {
    const csv = usersCsv([], tenants);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv).toBe(`${UTF8_BOM}Name;E-Mail;Rolle;Mandant;Erstellt am\r\n`);
    // The BOM is the three bytes EF BB BF in UTF-8, what Excel looks for.
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes umlauts, roles, tenant names and German dates, and reads back unchanged', () => {
    const rows = [
      user({ full_name: 'Jörg Müller-Lüdenscheidt', email: 'joerg@praxis.test', tenants: ['praxis-suess'] }),
      user({
        full_name: 'Grete "Die Große" Weiß',
        role: 'admin',
        tenants: [],
        created_at: '2026-01-05T23:30:00Z',
      }),
      user({ full_name: 'Zweizeilig\nName', tenants: ['physio-mitte', 'praxis-suess'] }),
      user({ full_name: 'Ohne Mandant', tenants: [] }),
      user({ full_name: '=1+1', tenants: ['gelöscht'] }),
    ];
    const csv = usersCsv(rows, tenants, { timeZone: 'Europe/Berlin' });
    const parsed = parseCsv(csv.slice(UTF8_BOM.length));
    expect(parsed).toEqual([
      ['Name', 'E-Mail', 'Rolle', 'Mandant', 'Erstellt am'],
      ['Jörg Müller-Lüdenscheidt', 'joerg@praxis.test', 'Benutzer', 'Praxis Süß; Gröbenzell', '22.11.2026'],
      // 23:30 UTC on 5 January is already the 6th in Berlin.
      ['Grete "Die Große" Weiß', 'anna@praxis.test', 'Administrator', 'Alle Mandanten', '06.01.2026'],
      [
        'Zweizeilig\nName',
        'anna@praxis.test',
        'Benutzer',
        'Physio Mitte, Praxis Süß; Gröbenzell',
        '22.11.2026',
      ],
      ['Ohne Mandant', 'anna@praxis.test', 'Benutzer', '–', '22.11.2026'],
      ["'=1+1", 'anna@praxis.test', 'Benutzer', 'gelöscht', '22.11.2026'],
    ]);
    // Umlauts survive the UTF-8 round trip byte for byte.
    const bytes = new TextEncoder().encode(csv);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(csv);
    expect(csv).toContain('Müller-Lüdenscheidt');
  });
});

describe('file name and date', () => {
  it('names the file by the local day of the export', () => {
    expect(usersCsvFileName(new Date(2026, 10, 22, 23, 59))).toBe('benutzer-2026-11-22.csv');
    expect(usersCsvFileName(new Date(2027, 0, 3, 0, 1))).toBe('benutzer-2027-01-03.csv');
  });

  it('formats dd.MM.yyyy and leaves an invalid date empty', () => {
    expect(germanDate('2026-03-09T12:00:00Z', 'Europe/Berlin')).toBe('09.03.2026');
    expect(germanDate('kein Datum')).toBe('');
  });
});
