// TOTP (RFC 6238) through a kept library (otpauth): SHA-1, 6 digits, 30-second steps, the parameters every
// authenticator app understands. A code is accepted one step early or late (clocks drift); the caller refuses a
// step at or before the last one used, so a code works once.
import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '../../common/schemas/twoFactor.ts';

const ISSUER = 'Praxisdesk';
/** Steps either side of now that are still accepted. */
export const TOTP_WINDOW = 1;

const totpOf = (secretBase32: string, digits = TOTP_DIGITS, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The time step a moment falls in. */
export const totpStep = (now: number) => Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);

/** The code of a moment (tests and the RFC's vectors use other digit counts). */
export const totpCode = (secretBase32: string, now: number, digits = TOTP_DIGITS) =>
  totpOf(secretBase32, digits).generate({ timestamp: now });

/** The step a code belongs to (within the window around now), or null when it matches none. */
export function matchTotp(secretBase32: string, code: string, now: number): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : totpStep(now) + delta;
}

/** The otpauth:// URI of the QR code: issuer and the account's e-mail, so the app lists it recognisably. */
export const totpUri = (secretBase32: string, accountEmail: string) =>
  totpOf(secretBase32, TOTP_DIGITS, accountEmail).toString();

/** "JBSW Y3DP …": the secret in groups of four for typing it in by hand. */
export const groupSecret = (secretBase32: string) => secretBase32.match(/.{1,4}/g)?.join(' ') ?? '';

/**
 * The QR code as an SVG data URL, rendered on the server: the page shows it as an <img> (the CSP's img-src
 * allows data:) and the web app carries no QR code library.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  // Loaded at the first two-factor setup, not with every server (issue 14's memory target).
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
