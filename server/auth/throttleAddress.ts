// The address a login is throttled by. An IPv6 customer gets a whole /64 (often far more) and may pick any
// address in it for each request, so IPv6 counts per /64 network; IPv4 (and IPv4-mapped IPv6) per address.
import { isIP, SocketAddress } from 'node:net';

export function throttleAddress(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const canonical = new SocketAddress({ address: ip, family: 'ipv6' }).address.toLowerCase();
  if (canonical.startsWith('::ffff:') && isIP(canonical.slice(7)) === 4) return canonical.slice(7);
  return `${expandIpv6(canonical).slice(0, 4).join(':')}::/64`;
}

/** Eight groups without leading zeros ("2001:db8::1" → ["2001","db8","0","0","0","0","0","1"]). */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const headGroups = groupsOf(head);
  const tailGroups = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => group.replace(/^0+(?=.)/, ''));
}
