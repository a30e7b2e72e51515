// Addresses and networks in one spelling, so a client's address, an admin's CIDR entry and a proxy's
// X-Forwarded-For hash alike (services/ipHash.ts). Spelling as a socket reports it (libuv, through
// SocketAddress): IPv6 lower case and shortened, an IPv4-mapped address as plain IPv4.
import { isIP, SocketAddress } from 'node:net';

export type IpNetwork = { family: 4 | 6; address: string; prefixLength: number };

/** The bits of a client's unit: one IPv4 address, or the /64 of an IPv6 address. */
export const CLIENT_PREFIX = { 4: 32, 6: 64 } as const;
const FULL = { 4: 32, 6: 128 } as const;

/**
 * The text that is hashed: a whole address as it is ("203.0.113.7", "2001:db8::7", as the keys of single
 * addresses always were), a network as "<first address>/<length>" ("203.0.113.0/24", "2001:db8:1:2::/64").
 */
export function networkText({ family, address, prefixLength }: IpNetwork): string {
  const first = masked(family, address, prefixLength);
  return prefixLength === FULL[family] ? first : `${first}/${prefixLength}`;
}

export type ClientNetwork = {
  exact: IpNetwork;
  unit: IpNetwork;
  prefix(prefixLength: number): IpNetwork;
};

/** A client address with its unit (per-address key) and its prefixes; null for text that is no address. */
export function clientNetwork(ip: string): ClientNetwork | null {
  const exact = parseAddress(ip);
  if (!exact) return null;
  const prefix = (prefixLength: number): IpNetwork => ({ ...exact, prefixLength });
  return { exact, unit: prefix(CLIENT_PREFIX[exact.family]), prefix };
}

/** A whole address in canonical form, or null; "::ffff:a.b.c.d" is the IPv4 address a.b.c.d. */
export function parseAddress(ip: string): IpNetwork | null {
  const family = isIP(ip);
  if (family === 0) return null;
  const spelled = new SocketAddress({ address: ip, family: family === 6 ? 'ipv6' : 'ipv4' }).address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(spelled);
  if (family === 4 || mapped) return { family: 4, address: mapped?.[1] ?? spelled, prefixLength: 32 };
  return { family: 6, address: spelled.toLowerCase(), prefixLength: 128 };
}

function masked(family: 4 | 6, address: string, prefixLength: number): string {
  const bits = FULL[family];
  const value = family === 4 ? ipv4Value(address) : ipv6Value(address);
  const mask = prefixLength === 0 ? 0n : ((1n << BigInt(prefixLength)) - 1n) << BigInt(bits - prefixLength);
  const network = value & mask;
  if (family === 4) return [24n, 16n, 8n, 0n].map((shift) => String((network >> shift) & 0xffn)).join('.');
  const groups = Array.from({ length: 8 }, (_, i) =>
    ((network >> BigInt(112 - 16 * i)) & 0xffffn).toString(16),
  );
  return new SocketAddress({ address: groups.join(':'), family: 'ipv6' }).address;
}

const ipv4Value = (address: string) =>
  address.split('.').reduce((value, octet) => (value << 8n) | BigInt(Number(octet)), 0n);

function ipv6Value(address: string): bigint {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const headGroups = groupsOf(head);
  const tailGroups = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].reduce(
    (value, group) => (value << 16n) | BigInt(Number.parseInt(group, 16)),
    0n,
  );
}
