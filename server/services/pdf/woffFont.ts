// fontsource ships its subsets as WOFF: the tables of a TrueType font, each zlib-compressed. fontkit inflates a
// WOFF table (in JavaScript) every time it reads it, which is once per glyph when PDFKit embeds a subset: seconds
// per PDF. So each file is unwrapped once, with Node's zlib, into the plain font (SFNT) it holds (WOFF 1.0,
// https://www.w3.org/TR/WOFF/).
import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('Keine WOFF-Datei');
  const count = woff.readUInt16BE(12);
  // The directory is sorted by tag, as the SFNT's must be.
  const tables = Array.from({ length: count }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const [tag, offset, compressed, length, checksum] = [0, 4, 8, 12, 16].map((o) =>
      woff.readUInt32BE(at + o),
    );
    const stored = woff.subarray(offset, offset + compressed);
    return { tag, checksum, data: compressed < length ? inflateSync(stored) : stored };
  });

  const header = Buffer.alloc(SFNT_HEADER + count * SFNT_ENTRY);
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY;
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the wrapped font's version ("flavor")
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(count * SFNT_ENTRY - searchRange, 10);

  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach(({ tag, checksum, data }, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    header.writeUInt32BE(tag, at);
    header.writeUInt32BE(checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(data.length, at + 12);
    // Tables start on 4-byte boundaries.
    const padding = Buffer.alloc((4 - (data.length % 4)) % 4);
    parts.push(data, padding);
    offset += data.length + padding.length;
  });
  return Buffer.concat(parts);
}
