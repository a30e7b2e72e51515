import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isIpAddress, MAX_IP_LENGTH } from './ipAddress.ts';

// The form's check must say what the server's node:net isIP says (zone ids aside).
const CASES = [
  '1.2.3.4',
  '255.255.255.255',
  '0.0.0.0',
  '256.1.1.1',
  '1.2.3.04',
  '1.2.3.4.5',
  '1..2.3',
  '1.2.3',
  '::',
  '::1',
  '1::',
  '1:2:3:4:5:6:7:8',
  '1:2:3:4:5:6:7:8:9',
  '1:2:3:4:5:6:7::',
  '::2:3:4:5:6:7:8',
  '1::2:3:4:5:6:7',
  '1::2:3:4:5:6:7:8',
  '1::2::3',
  ':1::2',
  '1:::2',
  '::1:',
  '1:2:3:4:5:6:7:8:',
  '2001:DB8::1',
  '2001:0db8:0000:0000:0000:0000:0000:0001',
  '0000:0000::1',
  '00000::1',
  '12345::1',
  'g::1',
  '::ffff:1.2.3.4',
  '::FFFF:1.2.3.4',
  '::ffff:01.2.3.4',
  '::ffff:256.1.1.1',
  '::ffff:1.2.3',
  '::1.2.3.4',
  '1:2:3:4:5:6:1.2.3.4',
  '1:2:3:4:5:6:7:1.2.3.4',
  '1:2:3:4:5::1.2.3.4',
  '1:2:3:4:5:6::1.2.3.4',
  '1.2.3.4::',
  '1.2.3.4::1',
  '1.2.3.4:1:2:3:4:1.2.3.4',
  '::1.2.3.4:1',
  '0000:0000:0000:0000:0000:ffff:255.255.255.255',
  '[::1]',
  ' 1.2.3.4',
  '1.2.3.4 ',
  '',
  'localhost',
  '１.２.３.４',
];

describe('isIpAddress', () => {
  it.each(CASES)('agrees with node:net isIP on %j', (text) => {
    expect(isIpAddress(text)).toBe(isIP(text) !== 0);
  });

  it('agrees with node:net isIP on 20,000 random strings of address characters', () => {
    // A small deterministic generator (xorshift), so a failure can be reproduced.
    let state = 0x9e3779b9;
    const next = () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) / 2 ** 32;
    };
    const pieces = ['0', '1', '9', 'a', 'F', 'ffff', '255', '256', '01', ':', '::', '.', '1.2.3.4'];
    const disagreements: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      let text = '';
      const length = 1 + Math.floor(next() * 14);
      for (let j = 0; j < length; j++) text += pieces[Math.floor(next() * pieces.length)];
      if (isIpAddress(text) !== (isIP(text) !== 0)) disagreements.push(text);
    }
    expect(disagreements).toEqual([]);
  });

  it('refuses zone ids, which node:net accepts, and anything longer than an address can be', () => {
    expect(isIP('fe80::1%eth0')).toBe(6);
    expect(isIpAddress('fe80::1%eth0')).toBe(false);
    expect(isIpAddress(`${'0'.repeat(MAX_IP_LENGTH)}::1`)).toBe(false);
  });
});
