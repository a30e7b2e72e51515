import { describe, expect, it } from 'vitest';
import { formatMegabytes } from './fileSize.ts';
import { fieldLabel, formFieldLines } from './formFields.ts';

describe('formFieldLines', () => {
  it('labels known keys in German whatever their spelling, prettifies the rest, shows JSON for objects', () => {
    const lines = formFieldLines({
      type: 'prescription',
      first_name: 'Eva',
      Nachname: 'Öztürk',
      'E-Mail': 'eva@example.test',
      Telefon: '030 1',
      privacyConsent: true,
      preferred_contact_time: 'abends',
      extras: { massage: true },
      firma_website: '',
      zq7wkx: '',
      _gotcha: '',
      formFillMs: 5000,
    });
    expect(lines.map((l) => [l.label, l.value])).toEqual([
      ['Art der Anfrage', 'Rezept'],
      ['Vorname', 'Eva'],
      ['Nachname', 'Öztürk'],
      ['E-Mail', 'eva@example.test'],
      ['Telefon', '030 1'],
      ['Einwilligung Datenschutz', 'Ja'],
      ['Preferred contact time', 'abends'],
      ['Extras', '{\n  "massage": true\n}'],
    ]);
    expect(lines.find((l) => l.key === 'extras')?.json).toBe(true);
    expect(fieldLabel('wunschTermin')).toBe('Wunschtermin');
    expect(fieldLabel('geburtsdatum')).toBe('Geburtsdatum');
  });

  it('shows the days our reception sends as German dates, other values as they are', () => {
    const lines = formFieldLines({
      type: 'manual_prescription',
      prescriptionDate: '2026-11-03',
      appointmentDate: '2026-12-01',
      appointmentTime: '09:30',
      geburtsdatum: '1980-01-02',
    });
    expect(lines.map((l) => [l.label, l.value])).toEqual([
      ['Art der Anfrage', 'Rezept manuell'],
      ['Ausgestellt am', '03.11.2026'],
      ['Termin', '01.12.2026'],
      ['Uhrzeit', '09:30'],
      ['Geburtsdatum', '1980-01-02'],
    ]);
  });

  it('formats sizes as German MB with two decimals', () => {
    expect(formatMegabytes(1_289_748)).toBe('1,23 MB');
    expect(formatMegabytes(4_194_304)).toBe('4,00 MB');
    expect(formatMegabytes(2_805)).toBe('< 0,01 MB');
    expect(formatMegabytes(0)).toBe('0,00 MB');
  });
});
