import { describe, expect, it } from 'vitest';
import { downloadFileName, extensionOf } from './downloadFileName.ts';

const PDF = 'application/pdf';
const PNG = 'image/png';
const JPEG = 'image/jpeg';

describe('downloadFileName', () => {
  it('ends every name in the extension of the detected type', () => {
    expect(downloadFileName('x.html', PDF)).toBe('x.pdf');
    expect(downloadFileName('x.pdf.exe', PNG)).toBe('x.pdf.png');
    expect(downloadFileName('scan.jpg', PNG)).toBe('scan.png');
    expect(downloadFileName('rezept', JPEG)).toBe('rezept.jpg');
    expect(downloadFileName('Rezept Dr. Müller', PDF)).toBe('Rezept Dr. Müller.pdf');
    expect(downloadFileName('seite.html', 'text/html')).toBe('seite.bin');
    expect(extensionOf(JPEG)).toBe('jpg');
  });

  it("keeps the patient's own extension when it names the type, in any case", () => {
    expect(downloadFileName('Rezept Jürgen Weiß.pdf', PDF)).toBe('Rezept Jürgen Weiß.pdf');
    expect(downloadFileName('scan.JPEG', JPEG)).toBe('scan.JPEG');
    expect(downloadFileName('foto.jpg', JPEG)).toBe('foto.jpg');
  });

  it('takes folders, control, reserved and direction characters and leading dots out', () => {
    expect(downloadFileName('../../etc/passwd', PDF)).toBe('passwd.pdf');
    expect(downloadFileName('C:\\Users\\a\\scan.png', PNG)).toBe('scan.png');
    expect(downloadFileName('.bashrc', PDF)).toBe('bashrc.pdf');
    expect(downloadFileName('a\u0000b<c>:"|?*.pdf', PDF)).toBe('a_b_c______.pdf');
    expect(downloadFileName('rezept\u202Egnp.pdf', PDF)).toBe('rezeptgnp.pdf');
    expect(downloadFileName('x.pdf . ', PDF)).toBe('x.pdf');
    expect(downloadFileName('a\ud800b.png', PNG)).toBe('a_b.png');
  });

  it('falls back to a stem of its own when nothing is left, and cuts long names before the extension', () => {
    expect(downloadFileName('..', PDF)).toBe('rezept.pdf');
    expect(downloadFileName('', PNG, 'datei-3F2A9C1E')).toBe('datei-3F2A9C1E.png');
    expect(downloadFileName('.html', PDF)).toBe('html.pdf');
    const long = downloadFileName(`${'ä'.repeat(300)}.jpeg`, JPEG);
    expect(long).toBe(`${'ä'.repeat(150)}.jpeg`);
    // Cut between the two halves of an emoji, a name could not be encoded into a header.
    const emoji = downloadFileName('😀'.repeat(200), PDF);
    expect(() => encodeURIComponent(emoji)).not.toThrow();
  });

  it('changes nothing when applied again (names stored already pass through it at every read)', () => {
    for (const [name, type] of [
      ['x.pdf.exe', PNG],
      ['Rezept Dr. Müller', PDF],
      [`${'a'.repeat(149)}.b.html`, PDF],
      ['..', JPEG],
      ['seite.html', 'text/html'],
    ] as const) {
      const once = downloadFileName(name, type);
      expect(downloadFileName(once, type)).toBe(once);
    }
  });
});
