import { describe, expect, it } from 'vitest';
import { entryFor, isPatientPageToken, taskTarget, tokenFromHash } from './patientPageToken.ts';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ-_01234';

describe('tokenFromHash', () => {
  it("reads the mail link's #t=", () => {
    expect(tokenFromHash(`#t=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash(`#x=1&t=${TOKEN}`)).toBe(TOKEN);
  });

  it('finds none in another address', () => {
    expect(tokenFromHash('')).toBeUndefined();
    expect(tokenFromHash('#')).toBeUndefined();
    expect(tokenFromHash('#t=')).toBeUndefined();
    expect(tokenFromHash('#t=%20')).toBeUndefined();
    expect(tokenFromHash(`t=${TOKEN}`)).toBeUndefined();
  });
});

describe('isPatientPageToken', () => {
  it('takes 43 base64url characters only', () => {
    expect(TOKEN).toHaveLength(43);
    expect(isPatientPageToken(TOKEN)).toBe(true);
    expect(isPatientPageToken(TOKEN.slice(0, 40))).toBe(false);
    expect(isPatientPageToken(`${TOKEN.slice(0, 42)}+`)).toBe(false);
  });
});

describe('entryFor', () => {
  const requestId = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';

  it('keeps the opened request for the same token', () => {
    expect(entryFor(TOKEN, { token: TOKEN, requestId })).toEqual({ token: TOKEN, requestId });
  });

  it("a new link's token does not inherit another request", () => {
    expect(entryFor(TOKEN, { token: 'other', requestId })).toEqual({ token: TOKEN, requestId: null });
    expect(entryFor(TOKEN, undefined)).toEqual({ token: TOKEN, requestId: null });
  });

  it('without a fresh token the kept one counts', () => {
    expect(entryFor(undefined, { token: TOKEN, requestId })).toEqual({ token: TOKEN, requestId });
    expect(entryFor(undefined, undefined)).toBeNull();
  });
});

describe('taskTarget', () => {
  const origin = 'https://praxis.example';

  it('leads to pages of this site', () => {
    expect(taskTarget('/online-rezeption/anamnese?tenant=a#t=x', origin)).toBe(
      'https://praxis.example/online-rezeption/anamnese?tenant=a#t=x',
    );
    expect(taskTarget('https://praxis.example/online-rezeption/unterschreiben', origin)).toBe(
      'https://praxis.example/online-rezeption/unterschreiben',
    );
  });

  it('never elsewhere', () => {
    expect(taskTarget('https://evil.example/', origin)).toBeNull();
    expect(taskTarget('//evil.example/', origin)).toBeNull();
    expect(taskTarget('javascript:alert(1)', origin)).toBeNull();
  });
});
