// The simple formatting of a consent document's text, read the same way by the admin's preview, the reception
// and the signed PDF (issue 30). Deliberately small, so what a patient signs cannot hide anything:
//   a blank line starts a new block; "## " starts a heading; lines all starting with "- " are a list;
//   anything else is a paragraph whose single line breaks stay; **text** is bold. No links, no HTML.

export type ConsentInline = { text: string; bold: boolean };
export type ConsentBlock =
  | { type: 'heading'; text: ConsentInline[] }
  | { type: 'paragraph'; lines: ConsentInline[][] }
  | { type: 'list'; items: ConsentInline[][] };

/** Splits "a **b** c" into plain and bold runs; an unpaired ** stays as written. */
export function parseInline(line: string): ConsentInline[] {
  const parts = line.split('**');
  // An odd number of ** leaves the last one without a partner: it stays as written.
  if (parts.length % 2 === 0) parts.splice(-2, 2, `${parts.at(-2)}**${parts.at(-1)}`);
  return parts.map((text, index) => ({ text, bold: index % 2 === 1 })).filter((run) => run.text !== '');
}

export function parseConsentMarkup(source: string): ConsentBlock[] {
  const blocks: ConsentBlock[] = [];
  const chunks = source
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((chunk) => chunk.split('\n').map((line) => line.trimEnd()))
    .map((lines) => lines.filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0);
  for (const lines of chunks) {
    const first = lines[0]!.trimStart();
    if (lines.length === 1 && first.startsWith('## ')) {
      blocks.push({ type: 'heading', text: parseInline(first.slice(3).trim()) });
    } else if (lines.every((line) => line.trimStart().startsWith('- '))) {
      blocks.push({
        type: 'list',
        items: lines.map((line) => parseInline(line.trimStart().slice(2).trim())),
      });
    } else {
      blocks.push({ type: 'paragraph', lines: lines.map((line) => parseInline(line.trim())) });
    }
  }
  return blocks;
}

/** The text without markup (for a PDF's plain search, a screen reader summary, or a length check). */
export const plainConsentText = (source: string) =>
  parseConsentMarkup(source)
    .map((block) => {
      const line = (runs: ConsentInline[]) => runs.map((run) => run.text).join('');
      if (block.type === 'heading') return line(block.text);
      if (block.type === 'list') return block.items.map((item) => `• ${line(item)}`).join('\n');
      return block.lines.map(line).join('\n');
    })
    .join('\n\n');
