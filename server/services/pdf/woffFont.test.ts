import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woffFont.ts';

const woff = readFileSync(
  createRequire(import.meta.url).resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
);
const open = (buffer: Buffer) => fontkit.create(buffer) as fontkit.Font;

describe('woffToSfnt', () => {
  it('unwraps a WOFF into the TrueType font it holds, glyph for glyph', () => {
    const sfnt = woffToSfnt(woff);
    // The size the WOFF header announces for the unwrapped font (totalSfntSize).
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    const [wrapped, unwrapped] = [open(woff), open(sfnt)];
    expect(unwrapped.type).toBe('TTF');
    expect(unwrapped.numGlyphs).toBe(wrapped.numGlyphs);
    for (const ch of 'Äß€g') {
      const [a, b] = [wrapped, unwrapped].map((font) => font.glyphForCodePoint(ch.codePointAt(0)!));
      expect(b.path.toSVG()).toBe(a.path.toSVG());
      expect(b.advanceWidth).toBe(a.advanceWidth);
    }
  });

  it('refuses what is not a WOFF', () => {
    expect(() => woffToSfnt(Buffer.alloc(64))).toThrow('Keine WOFF-Datei');
  });
});
