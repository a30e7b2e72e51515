import { describe, expect, it } from 'vitest';
import { en } from '../texts/patient/en.ts';
import { receptionTexts } from '../texts/reception.ts';
import { failureReason } from './failureReason.ts';
import { httpErrorMessage, unsuccessfulMessage } from './formErrorMessage.ts';
import { prescriptionFileError } from './prescriptionFile.ts';
import { referenceNumber } from './referenceNumber.ts';
import { uploadErrorReaction } from './uploadErrorMessage.ts';

describe('prescriptionFileError', () => {
  it('asks for a file when none is chosen', () => {
    expect(prescriptionFileError(null)).toBe('Bitte wählen Sie eine Datei aus.');
  });

  it('refuses other types', () => {
    expect(prescriptionFileError({ name: 'notiz.txt', type: 'text/plain', size: 10 })).toBe(
      'Nicht unterstütztes Dateiformat. Erlaubt: JPG, PNG, PDF',
    );
    expect(prescriptionFileError({ name: 'rezept', type: '', size: 10 })).not.toBeNull();
  });

  it('accepts JPG, PNG and PDF by type or extension', () => {
    expect(prescriptionFileError({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(prescriptionFileError({ name: 'a.JPEG', type: '', size: 10 })).toBeNull();
    expect(prescriptionFileError({ name: 'scan', type: 'application/pdf', size: 10 })).toBeNull();
    expect(prescriptionFileError({ name: 'a.pdf', type: 'application/x-pdf', size: 10 })).toBeNull();
  });

  it('allows exactly 4 MB and names the size of a larger file', () => {
    expect(prescriptionFileError({ name: 'a.jpg', type: 'image/jpeg', size: 4_194_304 })).toBeNull();
    expect(prescriptionFileError({ name: 'a.jpg', type: 'image/jpeg', size: 5 * 1_048_576 })).toBe(
      'Datei ist zu groß. Maximum: 4MB (Ihre Datei: 5,00 MB)',
    );
  });
});

describe('form error messages', () => {
  it("shows the server's error from a JSON body", () => {
    expect(httpErrorMessage(400, '{"success":false,"error":"Bitte Namen angeben","errorCode":"X"}')).toBe(
      'Bitte Namen angeben',
    );
  });

  it('shows "HTTP status: body" otherwise, shortened', () => {
    expect(httpErrorMessage(502, 'Bad Gateway')).toBe('HTTP 502: Bad Gateway');
    expect(httpErrorMessage(500, '')).toBe('HTTP 500:');
    expect(httpErrorMessage(500, 'x'.repeat(500))!.length).toBeLessThan(230);
  });

  it('gives a patient of another language no German server text (null: the form says it in theirs)', () => {
    const json = '{"success":false,"error":"Bitte Namen angeben","errorCode":"X"}';
    expect(httpErrorMessage(400, json, en.reception.submit, false)).toBeNull();
    expect(httpErrorMessage(502, 'Bad Gateway', en.reception.submit, false)).toBe(
      en.reception.submit.httpError(502, 'Bad Gateway'),
    );
    expect(unsuccessfulMessage({ success: false, error: 'Gesperrt' }, en.reception.submit, false)).toBeNull();
    expect(unsuccessfulMessage(null, en.reception.submit, false)).toBe(en.reception.submit.unknownError);
  });

  it('uses the server error of success false, else the unknown-error text', () => {
    expect(unsuccessfulMessage({ success: false, error: 'Gesperrt' })).toBe('Gesperrt');
    expect(unsuccessfulMessage({ success: false })).toBe('Unbekannter Fehler aufgetreten');
    expect(unsuccessfulMessage(null)).toBe('Unbekannter Fehler aufgetreten');
  });
});

describe('uploadErrorReaction', () => {
  const sent = { fileSize: 1_048_576 };

  it('maps the codes', () => {
    expect(uploadErrorReaction({ errorCode: 'SUBMISSION_NOT_FOUND' }, sent).resubmit).toBe(true);
    expect(uploadErrorReaction({ errorCode: 'SCHEMA_ERROR' }, sent).showContact).toBe(true);
    expect(uploadErrorReaction({ errorCode: 'LEGACY_COLUMN_ERROR' }, sent).showContact).toBe(true);
    expect(uploadErrorReaction({ errorCode: 'UPLOAD_NOT_ALLOWED' }, sent).resubmit).toBe(true);
    // The server's limits on concurrent and slow uploads: the same file may simply be sent again.
    const busy = uploadErrorReaction({ errorCode: 'TOO_MANY_UPLOADS' }, sent);
    expect(busy.message).toBe(receptionTexts.upload.tooManyUploads);
    expect(busy.resubmit || busy.fileProblem).toBe(false);
    expect(uploadErrorReaction({ errorCode: 'REQUEST_TIMEOUT' }, sent).message).toBe(
      receptionTexts.upload.timedOut,
    );
  });

  it('words a file the server refuses as spec 002 §5 does, whatever the server said', () => {
    const refused = (errorCode: string) =>
      uploadErrorReaction({ error: 'Die Datei ist zu groß.', errorCode }, { fileSize: 5 * 1_048_576 });
    expect(refused('FILE_TOO_LARGE').message).toBe('Datei ist zu groß. Maximum: 4MB (Ihre Datei: 5,00 MB)');
    expect(refused('PAYLOAD_TOO_LARGE').message).toBe(
      'Datei ist zu groß. Maximum: 4MB (Ihre Datei: 5,00 MB)',
    );
    expect(refused('UNSUPPORTED_FILE_TYPE').message).toBe(
      'Nicht unterstütztes Dateiformat. Erlaubt: JPG, PNG, PDF',
    );
    expect(refused('NO_FILE').message).toBe('Bitte wählen Sie eine Datei aus.');
    expect(refused('NO_FILE').fileProblem).toBe(true);
    expect(refused('UPLOAD_NOT_ALLOWED').fileProblem).toBe(false);
  });

  it("reads a proxy's 413 and 415 pages by their status", () => {
    expect(uploadErrorReaction('<html>413</html>', { fileSize: 4_194_304, status: 413 }).message).toBe(
      'Datei ist zu groß. Maximum: 4MB (Ihre Datei: 4,00 MB)',
    );
    expect(uploadErrorReaction(null, { ...sent, status: 415 }).message).toBe(
      'Nicht unterstütztes Dateiformat. Erlaubt: JPG, PNG, PDF',
    );
  });

  it("recognises the old service's messages", () => {
    expect(uploadErrorReaction({ error: 'Failed to save file metadata' }, sent).message).toMatch(
      /einigen Minuten/,
    );
    expect(uploadErrorReaction({ error: 'x', details: 'File encryption failed' }, sent).message).toMatch(
      /andere Datei/,
    );
  });

  it('falls back to a generic message', () => {
    expect(uploadErrorReaction('<html>', { ...sent, status: 502 }).message).toMatch(/Hochladen/);
    expect(uploadErrorReaction({ errorCode: 'SOMETHING' }, sent).resubmit).toBe(false);
  });
});

describe('referenceNumber', () => {
  it('is the first 8 characters, uppercase', () => {
    expect(referenceNumber('3f2a9c1d-0b4e-4c8a-9f00-123456789abc')).toBe('3F2A9C1D');
  });
});

describe('failureReason', () => {
  it('knows the ids webflow-submit redirects with, and nothing else', () => {
    expect(failureReason('VALIDATION_ERROR')).toBe('input');
    expect(failureReason('TENANT_NOT_FOUND')).toBe('practice');
    expect(failureReason('RATE_LIMITED')).toBe('tooMany');
    expect(failureReason('IP_BLOCKED')).toBe('refused');
    expect(failureReason('INTERNAL')).toBe('unavailable');
    // Free text (an old redirect, a crafted link), an unknown id, an inherited name: the general causes.
    for (const other of [
      'Bitte überweisen Sie 49 EUR an DE00 1234',
      'NOPE',
      'toString',
      '__proto__',
      '',
      null,
    ])
      expect(failureReason(other)).toBeNull();
  });
});
