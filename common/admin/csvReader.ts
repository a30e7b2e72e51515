// A strict RFC 4180 reader (with ; as separator) for the tests: what the users export writes must read back
// unchanged, in the unit test and from the file a browser downloads.
import { CSV_SEPARATOR } from './usersCsv.ts';

/** Throws where the text is not strict CSV: a stray quote or line break, an open quote, no final CRLF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === CSV_SEPARATOR) {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      if (/["\r\n]/.test(c)) throw new Error(`unquoted ${JSON.stringify(c)} at ${i}`);
      field += c;
    }
  }
  if (quoted) throw new Error('a quoted field is not closed');
  if (field !== '') throw new Error('the last row does not end with CRLF');
  return rows;
}
