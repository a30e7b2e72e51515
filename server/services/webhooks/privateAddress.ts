// Addresses a webhook may reach (server-side request forgery): global unicast only. IPv4 without the special
// ranges (private, loopback, link-local with cloud metadata at 169.254.169.254, CGNAT, "this network",
// multicast, reserved, benchmarking, documentation, protocol assignments); IPv6 inside 2000::/3 without its
// special ranges. IPv6 forms that carry an IPv4 address (mapped, translated, compatible, NAT64, 6to4, Teredo)
// are judged by that IPv4 address (issue 43, finding 6: https://[2002:7f00:1::1]/ reached 127.0.0.1 through
// a 6to4 relay). Ranges per the IANA special-purpose registries (2026-12-02); membership by node:net BlockList.
import { BlockList, isIP } from 'node:net';

const blockList = (subnets: [string, number][], type: 'ipv4' | 'ipv6') => {
  const list = new BlockList();
  for (const [network, prefix] of subnets) list.addSubnet(network, prefix, type);
  return list;
};

const IPV4_SPECIAL = blockList(
  [
    ['0.0.0.0', 8], // "this network", unspecified
    ['10.0.0.0', 8],
    ['100.64.0.0', 10], // carrier-grade NAT
    ['127.0.0.0', 8],
    ['169.254.0.0', 16], // link-local, cloud metadata
    ['172.16.0.0', 12],
    ['192.0.0.0', 24], // IETF protocol assignments
    ['192.0.2.0', 24], // documentation
    ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
    ['192.168.0.0', 16],
    ['198.18.0.0', 15], // benchmarking
    ['198.51.100.0', 24], // documentation
    ['203.0.113.0', 24], // documentation
    ['224.0.0.0', 4], // multicast
    ['240.0.0.0', 4], // reserved, broadcast
  ],
  'ipv4',
);

const IPV6_GLOBAL = blockList([['2000::', 3]], 'ipv6');
/** Inside 2000::/3 but not for us to reach. 2001::/32 (Teredo) and 2002::/16 (6to4) are judged below. */
const IPV6_SPECIAL = blockList(
  [
    ['2001::', 23], // IETF protocol assignments: benchmarking, ORCHID, AMT, …
    ['2001:db8::', 32], // documentation
    ['3fff::', 20], // documentation (RFC 9637)
  ],
  'ipv6',
);

/** The eight 16-bit groups of an IPv6 address in the URL standard's canonical form (dotted tails in hex). */
function ipv6Groups(address: string): number[] {
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const groups = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const [first, last] = [groups(head), groups(tail ?? '')];
  return [...first, ...Array(8 - first.length - last.length).fill(0), ...last];
}

const ipv4Of = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/** The IPv4 addresses an IPv6 form carries (all must be outside addresses), or null when it carries none. */
function embeddedIpv4(g: number[]): string[] | null {
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  const last32 = ipv4Of(g[6]!, g[7]!);
  // ::a.b.c.d (compatible, deprecated; :: and ::1 too), ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (translated)
  if (zeros(0, 5) && (g[5] === 0 || g[5] === 0xffff)) return [last32];
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return [last32];
  // 64:ff9b::/96 (NAT64, well-known): the last 32 bits
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return [last32];
  // 64:ff9b:1::/48 (local-use NAT64): the last 32 bits as a /96 places them, and bits 48–63 and 72–87 as
  // RFC 6052 places them under a /48; either may be what the gateway reads.
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1)
    return [last32, ipv4Of(g[3]!, ((g[4]! & 0xff) << 8) | (g[5]! >> 8))];
  // 2002:AABB:CCDD::/48 (6to4): bits 16–47
  if (g[0] === 0x2002) return [ipv4Of(g[1]!, g[2]!)];
  // 2001:0::/32 (Teredo): the server's address in bits 32–63, the client's in the last 32 bits, inverted
  if (g[0] === 0x2001 && g[1] === 0) return [ipv4Of(g[2]!, g[3]!), ipv4Of(g[6]! ^ 0xffff, g[7]! ^ 0xffff)];
  return null;
}

const isGlobalIpv4 = (address: string) => !IPV4_SPECIAL.check(address, 'ipv4');

/** Whether the address (IPv4 or IPv6, without brackets) is one a webhook must not be sent to. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !isGlobalIpv4(address);
  // Not an address at all, or one with a zone (%eth0: a link on this machine): never trusted.
  if (family !== 6 || address.includes('%')) return true;
  const carried = embeddedIpv4(ipv6Groups(address));
  if (carried) return !carried.every(isGlobalIpv4);
  return !IPV6_GLOBAL.check(address, 'ipv6') || IPV6_SPECIAL.check(address, 'ipv6');
}
