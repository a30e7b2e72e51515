// Keyed hashes (HMAC-SHA-256 with a server secret): IP addresses are only ever stored this way (DESIGN §5 —
// a plain SHA-256 of an IPv4 address is reversed by trying all 2^32 addresses), and message texts are
// compared by such a hash to see the same text sent again and again.
import { createHmac } from 'node:crypto';
import { isIP, SocketAddress } from 'node:net';

export type IpHasher = (ip: string) => string;
/** A keyed hash for one purpose (e.g. 'magic-code'), so equal values of different purposes never match. */
export type KeyedHasher = (purpose: string, value: string) => string;
export type ContentHasher = (text: string) => string;

const hmac = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('hex');

/**
 * One spelling per address, the way a socket reports it (libuv, through SocketAddress): IPv6 lower case and
 * shortened ("2001:0DB8:0:0::1" → "2001:db8::1"), an IPv4-mapped address as plain IPv4. So an address typed by
 * an admin, sent by a proxy in X-Forwarded-For or seen on the socket hashes alike.
 */
export function canonicalIp(ip: string): string {
  const family = isIP(ip);
  const spelled = family
    ? new SocketAddress({ address: ip, family: family === 6 ? 'ipv6' : 'ipv4' }).address
    : ip;
  return spelled.replace(/^::ffff:/i, '').toLowerCase();
}

export function createIpHasher(secret: string): IpHasher {
  return (ip) => hmac(secret, canonicalIp(ip));
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
