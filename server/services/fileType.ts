// The type of an upload from its first bytes, never from its name (a renamed file is what it is).
import type { UploadType } from '../../common/intake/limits.ts';

const SIGNATURES: [UploadType, number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

export function detectUploadType(bytes: Buffer): UploadType | null {
  for (const [type, signature] of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte)) return type;
  }
  return null;
}
