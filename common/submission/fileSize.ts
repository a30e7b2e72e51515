import { germanNumber } from '../format/germanNumber.ts';

const mb = (megabytes: number) => germanNumber(megabytes, { min: 2, max: 2 });
const MB = 1024 * 1024;

/**
 * Bytes as MB with two decimals, German style: 1290000 → "1,23 MB" (spec 001 §9). A file too small to show
 * in hundredths says so rather than "0,00 MB", which reads as empty.
 */
export function formatMegabytes(bytes: number): string {
  if (bytes > 0 && bytes < 0.005 * MB) return `< ${mb(0.01)} MB`;
  return `${mb(bytes / MB)} MB`;
}
