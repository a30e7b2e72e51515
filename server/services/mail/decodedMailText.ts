// A raw message's readable text for searching it (the outbox clean-up, the bench's mail sink): its
// quoted-printable and base64 bodies decoded, beside the rest as it is. Not a MIME parser.
/** The raw mail (read as latin1, one char per byte) with its quoted-printable and base64 parts decoded. */
export function decodedMailText(raw: string): string {
  const parts = [quotedPrintable(raw)];
  for (const match of raw.matchAll(
    // The part's further header lines, then the blank line (a header line never starts with CR or LF).
    /Content-Transfer-Encoding:\s*base64[^\n]*\n(?:[^\r\n][^\n]*\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi,
  )) {
    parts.push(Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'));
  }
  return parts.join('\n');
}

function quotedPrintable(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '');
  const bytes = Buffer.alloc(text.length);
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes[length++] = Number.parseInt(hex, 16);
      i += 2;
    } else {
      bytes[length++] = text.charCodeAt(i) & 0xff;
    }
  }
  return bytes.subarray(0, length).toString('utf8');
}
