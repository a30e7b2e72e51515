// Patient text can hold anything; the embedded faces (pdfFonts.ts) draw Latin, Greek, Cyrillic, Arabic and
// Hebrew. Before layout, control characters go, and a character no face has gets a readable stand-in, its
// decomposition (a letter plus its accent) or "?". Emoji have no face and become "?".

/** Symbols none of the faces has, with a readable stand-in. */
const STAND_INS: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '≤': '<=',
  '≥': '>=',
  '✓': 'x',
  '✔': 'x',
};

/** Control characters, and the invisible ones that only modify what the faces cannot draw anyway. */
const INVISIBLE = /^(?:\p{Cc}|\p{Cf}|\p{Variation_Selector})$/u;

function standIn(ch: string, covers: (codePoint: number) => boolean): string {
  if (INVISIBLE.test(ch)) return '';
  if (STAND_INS[ch]) return STAND_INS[ch];
  const decomposed = ch.normalize('NFKD');
  return [...decomposed].every((c) => covers(c.codePointAt(0)!)) ? decomposed : '?';
}

/** Text as the faces can draw it: line breaks kept (\r\n and the Unicode separators become \n), tabs two spaces. */
export function pdfSafe(text: string, covers: (codePoint: number) => boolean): string {
  let out = '';
  for (const ch of text.replace(/\r\n?|[\u2028\u2029]/g, '\n')) {
    if (ch === '\n') out += ch;
    else if (ch === '\t') out += '  ';
    else if (!/\p{Cc}/u.test(ch) && covers(ch.codePointAt(0)!)) out += ch;
    else out += standIn(ch, covers);
  }
  return out;
}
