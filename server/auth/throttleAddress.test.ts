import { describe, expect, it } from 'vitest';
import { throttleAddress } from './throttleAddress.ts';

describe('throttleAddress', () => {
  it('groups IPv6 by /64 in any spelling, and keeps IPv4 (also IPv4-mapped) per address', () => {
    expect(throttleAddress('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:0DB8:0001:0002:ffff:eeee:dddd:1')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8:1:3::7')).toBe('2001:db8:1:3::/64');
    expect(throttleAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(throttleAddress('192.0.2.7')).toBe('192.0.2.7');
  });
});
