// Tokens the learned filter counts: words of the text, words of the name (prefixed, a name word means
// something else than the same word in a message), link and e-mail domains, and the writing systems used.
import type { SubmissionText } from './extractText.ts';

export const URL_PATTERN =
  /\b(?:https?:\/\/|www\.)[^\s<>"')]+|\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|ru|cn|xyz|top|ly|co|de|at|ch)\/[^\s<>"')]*/gi;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

export function domainOf(url: string): string {
  const withScheme = /^https?:\/\//i.test(url) ? url : `http://${url}`;
  try {
    return new URL(withScheme).hostname.replace(/^www\./, '').toLowerCase();
  } catch {
    return '';
  }
}

function words(text: string): string[] {
  return (text.normalize('NFKC').toLowerCase().match(WORD) ?? [])
    .map((w) => w.replace(/['’-]+$/, ''))
    .filter((w) => w.length >= 2 && w.length <= 30 && !/^\d+$/.test(w));
}

export function tokenize({ text, name, email }: SubmissionText): Set<string> {
  const tokens = new Set<string>();
  const urls = text.match(URL_PATTERN) ?? [];
  for (const url of urls) {
    tokens.add('__link__');
    const domain = domainOf(url);
    if (domain) tokens.add(`link:${domain}`);
  }
  const plain = text.replace(URL_PATTERN, ' ');
  const textWords = words(plain);
  for (const w of textWords) tokens.add(w);
  // Neighbouring words carry phrases ("ihre website", "first page") that single words miss.
  for (let i = 0; i + 1 < textWords.length && i < 400; i++) tokens.add(`${textWords[i]} ${textWords[i + 1]}`);
  for (const w of words(name)) tokens.add(`name:${w}`);
  const domain = email.split('@')[1]?.trim().toLowerCase();
  if (domain) tokens.add(`mail:${domain}`);
  if (/[\u0400-\u04ff]/.test(text + name)) tokens.add('__cyrillic__');
  if (/[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/.test(text + name)) tokens.add('__cjk__');
  if (textWords.length <= 3) tokens.add('__short__');
  return tokens;
}
