import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seededRandom.ts';
import { germanNumber } from './germanNumber.ts';

describe('germanNumber writes what Intl.NumberFormat("de-DE") writes', () => {
  const digits = [{}, { max: 0 }, { max: 1 }, { min: 2, max: 2 }, { min: 1, max: 2 }, { min: 1, max: 3 }];

  it('for chosen edge cases', () => {
    const values = [
      0,
      -0,
      1,
      -1,
      0.5,
      1.5,
      2.5,
      -2.5,
      0.05,
      0.049,
      1.005,
      999.995,
      999,
      1000,
      1234.5,
      -1234.56,
      12_345_678.9,
      1e21 - 2 ** 17,
      1e21,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      0.0001,
      -0.0001,
      2.71829,
      10.25,
      100.05,
    ];
    for (const options of digits)
      for (const value of values) {
        const intl = new Intl.NumberFormat('de-DE', {
          minimumFractionDigits: options.min ?? 0,
          maximumFractionDigits: options.max ?? Math.max(options.min ?? 0, 3),
        });
        expect(germanNumber(value, options), `${value} ${JSON.stringify(options)}`).toBe(intl.format(value));
      }
  });

  it('for 20,000 random values of every size', () => {
    const random = seededRandom(14);
    for (let i = 0; i < 20_000; i++) {
      const value = (random() - 0.3) * 10 ** Math.floor(random() * 10);
      const options = digits[i % digits.length]!;
      const intl = new Intl.NumberFormat('de-DE', {
        minimumFractionDigits: options.min ?? 0,
        maximumFractionDigits: options.max ?? Math.max(options.min ?? 0, 3),
      });
      expect(germanNumber(value, options), `${value} ${JSON.stringify(options)}`).toBe(intl.format(value));
    }
  });
});
