// German number formatting without Intl. The first Intl formatter of a page loads the locale's ICU data:
// 50–80 ms on this machine's Chromium, four times that on the phone Lighthouse simulates, in the middle of the
// first render (issue 14). Plain decimals need none of it; currencies and time zones still use Intl.

export interface DecimalDigits {
  /** Digits after the comma at least (padded with zeros). Default 0. */
  min?: number;
  /** At most (rounded half away from zero, as Intl and toFixed do). Default 3, as Intl's. */
  max?: number;
}

/** "1.234,5": dots between thousands, a comma before the fraction, as Intl.NumberFormat('de-DE') writes it. */
export function germanNumber(value: number, { min = 0, max = Math.max(min, 3) }: DecimalDigits = {}): string {
  // Intl rounds the shortest decimal that reads back as the value (100.05 → "100,1", though the double is a
  // little less than 100.05), so does this, on the digits of toString. Beyond 2^53 and below 1e-6 (written
  // with an exponent), NaN and ∞ are left to Intl: sizes, scores and counts stay far inside.
  const digits = Math.abs(value).toString();
  if (!(Math.abs(value) <= Number.MAX_SAFE_INTEGER) || digits.includes('e'))
    return new Intl.NumberFormat('de-DE', { minimumFractionDigits: min, maximumFractionDigits: max }).format(
      value,
    );
  let [whole = '0', fraction = ''] = digits.split('.');
  if (fraction.length > max) {
    // Half away from zero: the first dropped digit decides.
    const roundUp = fraction.charCodeAt(max) >= 53; // '5'
    const kept = BigInt(whole + fraction.slice(0, max)) + (roundUp ? 1n : 0n);
    const text = kept.toString().padStart(max + 1, '0');
    whole = text.slice(0, text.length - max);
    fraction = text.slice(text.length - max);
  }
  fraction = fraction.replace(/0+$/, '');
  if (fraction.length < min) fraction = fraction.padEnd(min, '0');
  whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  // Intl keeps the sign of a value that rounds to zero ("-0"), and of -0 itself.
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${whole}${fraction ? `,${fraction}` : ''}`;
}
