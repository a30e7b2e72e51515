// PDFKit's built-in Helvetica writes WinAnsi only: any other character would come out as a wrong glyph
// (a Polish "Ł" as "¶", an emoji as garbage). Patient text can hold anything, so it is reduced to WinAnsi
// first: letters lose their accents where WinAnsi lacks them, everything else becomes "?".

/** Characters beyond Latin-1 that WinAnsi (and so PDFKit's standard fonts) has. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Letters NFKD does not decompose, and common symbols with a readable stand-in. */
const STAND_INS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
  '→': '->',
  '←': '<-',
  '≤': '<=',
  '≥': '>=',
  '✓': 'x',
  '✔': 'x',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2011': '-',
  '−': '-',
};

const encodable = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

function standIn(ch: string): string {
  if (ch === '\n') return ch;
  if (ch === '\t') return '  ';
  if (STAND_INS[ch]) return STAND_INS[ch];
  const code = ch.codePointAt(0)!;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0) || ch === '\u200b' || ch === '\ufe0f') return '';
  const stripped = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return stripped && [...stripped].every(encodable) ? stripped : '?';
}

/** Text as PDFKit's standard fonts can show it (line breaks kept, \r\n normalised). */
export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text.replace(/\r\n?/g, '\n')) out += encodable(ch) ? ch : standIn(ch);
  return out;
}
