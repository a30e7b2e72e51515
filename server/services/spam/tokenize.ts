// Tokens the learned filter counts: words of the text, words of the name (prefixed, a name word means
// something else than the same word in a message), link and e-mail domains, and whether the text quotes a
// message it answers. Nothing about the script or the language a text is written in: patients write in every
// language, and that alone says nothing about spam.
import type { SubmissionText } from './extractText.ts';
import { foldWord } from './foldWord.ts';
import { isStopWord } from './stopWords.ts';
import { FREE_MAIL_PROVIDERS } from './vocabulary.ts';

/** Bump when tokens change: the stored global model is then rebuilt from the seed corpus. */
export const TOKENIZER_VERSION = 7;

export const URL_PATTERN =
  /\b(?:https?:\/\/|www\.)[^\s<>"')]+|\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|ru|cn|xyz|top|ly|co|de|at|ch|me)\/[^\s<>"')]*/gi;
/** Scripts written without spaces between words: Han, kana, Thai. Their words are cut into character pairs. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]+/gu;
const WORD =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]+|[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu;
const IS_UNSPACED = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

const ADDRESS_OR_HOST =
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:[a-z0-9-]+\.)+(?:com|net|org|info|biz|io|ru|cn|de|at|ch|uk|eu|us|example)\b/gi;

export function domainOf(url: string): string {
  const withScheme = /^https?:\/\//i.test(url) ? url : `http://${url}`;
  try {
    return new URL(withScheme).hostname.replace(/^www\./, '').toLowerCase();
  } catch {
    return '';
  }
}

/** Words of a text in order, folded; runs of an unspaced script become overlapping character pairs. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.replace(UNSPACED, ' $& ').match(WORD) ?? []) {
    if (IS_UNSPACED.test(raw)) {
      const chars = [...raw];
      if (chars.length === 1) out.push(raw);
      for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
      continue;
    }
    const w = foldWord(raw).replace(/['’-]+$/, '');
    if (w.length >= 2 && w.length <= 30 && !/^\d+$/.test(w)) out.push(w);
  }
  return out;
}

export function tokenize({ text, name, email }: SubmissionText): Set<string> {
  const tokens = new Set<string>();
  const urls = text.match(URL_PATTERN) ?? [];
  // How many links a text has is the link rule's business; the model learns which sites they go to.
  for (const url of urls) {
    const domain = domainOf(url);
    if (domain) tokens.add(`link:${domain}`);
  }
  // Addresses and bare host names in the text count as their domain, not as words ("com", "yahoo").
  const rest = text.replace(URL_PATTERN, ' ').replace(ADDRESS_OR_HOST, (match) => {
    tokens.add(`site:${match.split('@').pop()!.toLowerCase()}`);
    return ' ';
  });
  const textWords = words(rest);
  // Function words alone carry no evidence (stopWords.ts); within a pair they are part of a phrase.
  for (const w of textWords) if (!isStopWord(w)) tokens.add(w);
  // Neighbouring words carry phrases ("ihre website", "first page") that single words miss, function words
  // included: 10-fold recall on the seed corpus fell from 0.932 to 0.920 without them (2026-12-02).
  for (let i = 0; i + 1 < textWords.length && i < 400; i++) tokens.add(`${textWords[i]} ${textWords[i + 1]}`);
  // A reply that quotes the message it answers: part of a conversation, which mass mailings rarely are.
  if ((text.match(/^[ \t]*>/gm)?.length ?? 0) >= 2) tokens.add('__quoted__');
  for (const w of words(name)) if (!isStopWord(w)) tokens.add(`name:${w}`);
  // A practice's, a company's or a spam sender's own domain is telling; a free-mail provider only says where
  // someone lives.
  const domain = email.split('@')[1]?.trim().toLowerCase();
  if (domain && !FREE_MAIL_PROVIDERS.includes(domain)) tokens.add(`mail:${domain}`);
  return tokens;
}
