import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../intake/limits.ts';
import {
  PHOTO_MAX_INPUT_BYTES,
  PHOTO_MAX_SIDE,
  prescriptionFileError,
  prescriptionFilePlan,
  shrunkPhotoName,
  shrunkPhotoSize,
} from './prescriptionFile.ts';

const MB = 1_048_576;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('prescriptionFilePlan: what is sent as it is, made smaller, or refused', () => {
  it('keeps JPG, PNG and PDF up to exactly 4 MB unchanged', () => {
    expect(prescriptionFilePlan(file('a.jpg', 'image/jpeg', 10))).toBe('keep');
    expect(prescriptionFilePlan(file('a.png', 'image/png', MAX_UPLOAD_BYTES))).toBe('keep');
    expect(prescriptionFilePlan(file('scan.pdf', 'application/pdf', MAX_UPLOAD_BYTES))).toBe('keep');
  });

  it('shrinks a JPG or PNG photo over 4 MB, known by its type or its extension', () => {
    expect(prescriptionFilePlan(file('IMG_0815.JPG', 'image/jpeg', MAX_UPLOAD_BYTES + 1))).toBe('shrink');
    expect(prescriptionFilePlan(file('foto.jpeg', '', 8 * MB))).toBe('shrink');
    expect(prescriptionFilePlan(file('screenshot.png', 'image/png', 12 * MB))).toBe('shrink');
    expect(prescriptionFilePlan(file('foto', 'image/jpeg', PHOTO_MAX_INPUT_BYTES))).toBe('shrink');
  });

  it('refuses a PDF over 4 MB, a photo too big to decode safely, and other types of any size', () => {
    expect(prescriptionFilePlan(file('scan.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1))).toBe('refuse');
    expect(prescriptionFilePlan(file('scan.pdf', '', 8 * MB))).toBe('refuse');
    expect(prescriptionFilePlan(file('riesig.jpg', 'image/jpeg', PHOTO_MAX_INPUT_BYTES + 1))).toBe('refuse');
    expect(prescriptionFilePlan(file('foto.heic', 'image/heic', 8 * MB))).toBe('refuse');
    expect(prescriptionFilePlan(file('notiz.txt', 'text/plain', 10))).toBe('refuse');
  });

  it('gives a refused file its message: too large with the size, or the wrong type', () => {
    expect(prescriptionFileError(file('scan.pdf', 'application/pdf', 5 * MB))).toBe(
      'Datei ist zu groß. Maximum: 4MB (Ihre Datei: 5,00 MB)',
    );
    expect(prescriptionFileError(file('foto.heic', 'image/heic', 8 * MB))).toBe(
      'Nicht unterstütztes Dateiformat. Erlaubt: JPG, PNG, PDF',
    );
  });

  it("words the message with the texts it is given (the patient's language)", () => {
    const texts = {
      fileMissing: 'Please choose a file',
      fileWrongType: 'Unsupported file format',
      fileTooLarge: (bytes: number) => `Too large: ${bytes}`,
    };
    expect(prescriptionFileError(null, texts)).toBe('Please choose a file');
    expect(prescriptionFileError(file('x.txt', 'text/plain', 1), texts)).toBe('Unsupported file format');
    expect(prescriptionFileError(file('x.pdf', 'application/pdf', 5 * MB), texts)).toBe(
      `Too large: ${5 * MB}`,
    );
  });
});

describe('shrunkPhotoSize', () => {
  it('brings the long side down to the limit and keeps the proportions, upright or lying', () => {
    expect(shrunkPhotoSize(4000, 3000)).toEqual({ width: PHOTO_MAX_SIDE, height: 1875 });
    expect(shrunkPhotoSize(3000, 4000)).toEqual({ width: 1875, height: PHOTO_MAX_SIDE });
    expect(shrunkPhotoSize(8064, 6048)).toEqual({ width: PHOTO_MAX_SIDE, height: 1875 });
  });

  it('never enlarges a photo that is already small enough in pixels', () => {
    expect(shrunkPhotoSize(2400, 1800)).toEqual({ width: 2400, height: 1800 });
    expect(shrunkPhotoSize(20_000, 3)).toEqual({ width: PHOTO_MAX_SIDE, height: 1 });
  });
});

describe('shrunkPhotoName', () => {
  it('names the JPEG it became', () => {
    expect(shrunkPhotoName('IMG_0815.PNG')).toBe('IMG_0815.jpg');
    expect(shrunkPhotoName('rezept.jpeg')).toBe('rezept.jpg');
    expect(shrunkPhotoName('rezept')).toBe('rezept.jpg');
    expect(shrunkPhotoName('.png')).toBe('rezept.jpg');
  });
});
