import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { groupSecret, matchTotp, newTotpSecret, qrCodeDataUrl, totpCode, totpStep, totpUri } from './totp.ts';

// RFC 6238, appendix B: the SHA-1 rows (secret "12345678901234567890", 8 digits, 30-second steps).
const RFC_SECRET = Secret.fromUTF8('12345678901234567890').base32;
const RFC_SHA1_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it.each(RFC_SHA1_VECTORS)('matches RFC 6238 at T=%i s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  it('uses the last six digits for the app (the RFC codes truncated modulo 10^6)', () => {
    for (const [seconds, code] of RFC_SHA1_VECTORS)
      expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code.slice(2));
  });

  it('accepts a code one step early or late and names its step; nothing further off', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, now - 60_000), now)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, now + 60_000), now)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now)).toBeNull();
    expect(matchTotp(secret, `${totpCode(secret, now)}0`, now)).toBeNull();
  });

  it('makes 160-bit secrets, an otpauth URI apps read, groups for typing and an SVG data URL', async () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, 'anna@praxis.test'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Praxisdesk:anna@praxis.test');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      issuer: 'Praxisdesk',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    const qr = await qrCodeDataUrl(uri.toString());
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1], 'base64').toString()).toContain('<svg');
  });
});
