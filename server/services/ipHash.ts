// Keyed hashes (HMAC-SHA-256 with a server secret): IP addresses are only ever stored this way (DESIGN §5 —
// a plain SHA-256 of an IPv4 address is reversed by trying all 2^32 addresses), and message texts are
// compared by such a hash to see the same text sent again and again.
import { createHmac } from 'node:crypto';

export type IpHasher = (ip: string) => string;
/** A keyed hash for one purpose (e.g. 'magic-code'), so equal values of different purposes never match. */
export type KeyedHasher = (purpose: string, value: string) => string;
export type ContentHasher = (text: string) => string;

const hmac = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('hex');

export function createIpHasher(secret: string): IpHasher {
  return (ip) => hmac(secret, ip.replace(/^::ffff:/, '').toLowerCase());
}

/** Case, spacing and punctuation do not make a text new. */
export function createContentHasher(secret: string): ContentHasher {
  return (text) =>
    hmac(
      secret,
      `content:${text
        .normalize('NFKC')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()}`,
    );
}

export function createKeyedHasher(secret: string): KeyedHasher {
  return (purpose, value) => hmac(secret, `${purpose}:${value}`);
}
