// Is this text an IPv4 or IPv6 address? The blacklist form asks before it sends; the server asks node:net's
// isIP and this function, which agree (common/ipAddress.test.ts) except that zone ids ("fe80::1%eth0") are
// refused here: an address seen on the internet never carries one.

/** Longest textual address: eight groups with an IPv4 tail ("ffff:…:ffff:255.255.255.255"). */
export const MAX_IP_LENGTH = 45;

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

export const isIPv4Address = (text: string) => IPV4.test(text);

export function isIPv6Address(text: string): boolean {
  if (text.length > MAX_IP_LENGTH) return false;
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  const groups = [...head, ...tail];
  // A dotted IPv4 tail may only end the text: never followed by "::" or another group.
  const ipv4Allowed = halves.length === 1 || tail.length > 0;
  let count = 0;
  for (const [index, group] of groups.entries()) {
    if (HEX_GROUP.test(group)) count += 1;
    else if (ipv4Allowed && index === groups.length - 1 && isIPv4Address(group)) count += 2;
    else return false;
  }
  // "::" stands for at least one group of zeros.
  return halves.length === 2 ? count <= 7 : count === 8;
}

export const isIpAddress = (text: string) => isIPv4Address(text) || isIPv6Address(text);

/**
 * The networks the blacklist takes: IPv4 /8 to /32, IPv6 /16 to /64. One IPv6 customer holds a whole /64,
 * so the blacklist (like every per-address limit) never tells addresses inside a /64 apart.
 */
export const NETWORK_PREFIX_RANGE = { 4: [8, 32], 6: [16, 64] } as const;

export type NetworkInput =
  | { ok: true; address: string; family: 4 | 6; prefixLength: number | null }
  | { ok: false; problem: 'address' | 'prefix' };

/** An address, or an address with "/length" (CIDR); the prefix is checked against NETWORK_PREFIX_RANGE. */
export function parseNetworkInput(text: string): NetworkInput {
  const [address = '', prefix, ...rest] = text.split('/');
  if (rest.length > 0 || !isIpAddress(address)) return { ok: false, problem: 'address' };
  const mapped = /^::ffff:\d/i.test(address) || /:ffff:\d+\.\d+\.\d+\.\d+$/i.test(address);
  const family = isIPv4Address(address) ? 4 : 6;
  if (prefix === undefined) return { ok: true, address, family, prefixLength: null };
  const [min, max] = NETWORK_PREFIX_RANGE[family];
  if (!/^\d{1,3}$/.test(prefix)) return { ok: false, problem: 'prefix' };
  const prefixLength = Number(prefix);
  if (mapped || prefixLength < min || prefixLength > max) return { ok: false, problem: 'prefix' };
  return { ok: true, address, family, prefixLength };
}
