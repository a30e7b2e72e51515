// IP addresses are only ever stored as HMAC-SHA-256 with a server secret (DESIGN §5): a plain SHA-256 of an
// IPv4 address can be reversed by trying all 2^32 addresses.
import { createHmac } from 'node:crypto';

export type IpHasher = (ip: string) => string;

export function createIpHasher(secret: string): IpHasher {
  return (ip) =>
    createHmac('sha256', secret)
      .update(ip.replace(/^::ffff:/, '').toLowerCase())
      .digest('hex');
}
