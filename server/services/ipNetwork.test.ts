import { describe, expect, it } from 'vitest';
import { clientNetwork, networkText, parseAddress } from './ipNetwork.ts';

const unitOf = (ip: string) => networkText(clientNetwork(ip)!.unit);

describe('the per-address unit', () => {
  it('is an IPv4 address as it is, an IPv4-mapped IPv6 address as IPv4, an IPv6 address its /64', () => {
    expect(unitOf('192.0.2.7')).toBe('192.0.2.7');
    expect(unitOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(unitOf('0:0:0:0:0:ffff:c000:207')).toBe('192.0.2.7');
    expect(unitOf('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(unitOf('2001:0DB8:0001:0002:ffff:eeee:dddd:1')).toBe('2001:db8:1:2::/64');
    expect(unitOf('2001:db8:1:3::7')).toBe('2001:db8:1:3::/64');
    expect(unitOf('2001:db8::1')).toBe('2001:db8::/64');
  });

  it('spells networks by their first address, single addresses as they are', () => {
    expect(networkText({ ...parseAddress('203.0.113.77')!, prefixLength: 24 })).toBe('203.0.113.0/24');
    expect(networkText({ ...parseAddress('203.0.113.77')!, prefixLength: 8 })).toBe('203.0.0.0/8');
    expect(networkText({ ...parseAddress('2001:db8:abcd:12::1')!, prefixLength: 48 })).toBe(
      '2001:db8:abcd::/48',
    );
    expect(networkText({ ...parseAddress('2001:db8:abcd:12::1')!, prefixLength: 35 })).toBe(
      '2001:db8:a000::/35', // abcd's first three bits are 101
    );
    expect(networkText(parseAddress('2001:DB8::0:1')!)).toBe('2001:db8::1');
    expect(parseAddress('keine-ip')).toBeNull();
  });
});
