// Addresses a webhook must not reach (server-side request forgery): this machine, the practice's own network,
// link-local (cloud metadata at 169.254.169.254), unspecified, multicast and reserved ranges. IPv4 inside
// IPv6 (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96) is judged by its IPv4 address.
import { isIP } from 'node:net';

type Range = readonly [bytes: readonly number[], prefixBits: number];

const IPV4_BLOCKED: Range[] = [
  [[0], 8], // "this network", unspecified
  [[10], 8],
  [[100, 64], 10], // carrier-grade NAT
  [[127], 8],
  [[169, 254], 16],
  [[172, 16], 12],
  [[192, 0, 0], 24], // IETF protocol assignments
  [[192, 168], 16],
  [[198, 18], 15], // benchmarking
  [[224], 4], // multicast
  [[240], 4], // reserved, broadcast
];

const IPV6_BLOCKED: Range[] = [
  [[0xfc], 7], // unique local
  [[0xfe, 0x80], 10], // link-local
  [[0xfe, 0xc0], 10], // site-local (deprecated)
  [[0xff], 8], // multicast
];

function inRange(address: readonly number[], [bytes, prefixBits]: Range): boolean {
  for (let bit = 0; bit < prefixBits; bit += 8) {
    const mask = (0xff << (8 - Math.min(8, prefixBits - bit))) & 0xff;
    if (((address[bit / 8] ?? 0) & mask) !== ((bytes[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}

const ipv4Bytes = (text: string) => text.split('.').map(Number);

/** The 16 bytes of an IPv6 address (isIP already said it is one). */
function ipv6Bytes(text: string): number[] {
  let body = text.split('%')[0]!.toLowerCase();
  const dotted = body.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const [a, b, c, d] = ipv4Bytes(dotted[1]!);
    body = `${body.slice(0, -dotted[1]!.length)}${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`;
  }
  const [head = '', tail] = body.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const headGroups = groups(head);
  const tailGroups = tail === undefined ? [] : groups(tail);
  const missing = 8 - headGroups.length - tailGroups.length;
  const all = [...headGroups, ...Array(missing).fill('0'), ...tailGroups];
  return all.flatMap((group) => {
    const value = Number.parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

const isBlockedIpv4 = (bytes: number[]) => IPV4_BLOCKED.some((range) => inRange(bytes, range));

/** Whether the address (IPv4 or IPv6, without brackets) is one a webhook must not be sent to. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return isBlockedIpv4(ipv4Bytes(address));
  if (family !== 6) return true; // not an address at all: never trusted
  const bytes = ipv6Bytes(address);
  const zeroPrefix = (n: number) => bytes.slice(0, n).every((b) => b === 0);
  if (zeroPrefix(15) && (bytes[15] === 0 || bytes[15] === 1)) return true; // :: and ::1
  const mapped = zeroPrefix(10) && bytes[10] === 0xff && bytes[11] === 0xff;
  const nat64 = inRange(bytes, [[0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96]);
  const compatible = zeroPrefix(12); // deprecated ::a.b.c.d
  if (mapped || nat64 || compatible) return isBlockedIpv4(bytes.slice(12));
  return IPV6_BLOCKED.some((range) => inRange(bytes, range));
}
