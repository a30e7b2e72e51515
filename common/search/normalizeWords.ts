// The words of the request search (issue 28), as the index stores them and a query asks for them. The server
// stores each as the practice's keyed hash (server/services/search/): equal spellings must give equal words.
//
// - Case and spelling: lower case; ä/ö/ü/ß spelled out (ae, oe, ue, ss), other diacritics dropped (é → e).
//   A word with an umlaut is also stored in its plain-vowel spelling, so "Müller" is found as "Müller",
//   "Mueller" and "Muller"; a query with an umlaut asks for both spellings, so it also finds a "Muller" typed
//   without one. ("Mueller" typed with ue is stored as "mueller" only: "ue" may be no umlaut, as in "Suez".)
// - Words are runs of letters and digits (marks belong to their letter: Arabic or Devanagari words stay whole);
//   shorter than 2 characters they find nothing useful and are dropped, and so are the message's stop words
//   ("ich", "und", "bitte", …: a third of what patients write, and nothing anyone searches for).
// - Names are found by their beginning: every prefix of 3 or more characters of a name word is a term ("Müll"
//   finds "Müller"). The message's words only whole: prefixes of all its words would multiply a request's rows
//   by the word length, and a prefix of a name is what staff type while a patient is on the phone.
// - E-mail: the whole address, its local part and its domain (a query "anna@" or "@example.de" asks for those),
//   and its words. Phone: the digits in national form (server: normalisePhone), one term.
// - A request has at most MAX_TERMS_PER_REQUEST terms (rows of the index): e-mail, phone and name first, then
//   the message's words in their order. A long letter is still found by its first few hundred words.
// - Reference numbers are the first 8 characters of the request's id (common/reception/referenceNumber.ts): no
//   patient data, and the id is stored in clear anyway, so they are not indexed; a query word of 8 hex digits is
//   also matched against the ids directly (queryWords marks it as `reference`).

export const MAX_TERMS_PER_REQUEST = 400;
export const MIN_WORD_LENGTH = 2;
export const MIN_PREFIX_LENGTH = 3;
/** Name words longer than this add no further prefixes (only the whole word). */
const MAX_PREFIX_LENGTH = 20;

const SPELLED_OUT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
const PLAIN: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', ß: 'ss' };

function fold(word: string, table: Record<string, string>): string {
  const lower = word.toLowerCase();
  // Most words are plain ASCII: nothing to spell out or strip.
  if (/^[a-z0-9]*$/.test(lower)) return lower;
  return word
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => table[c]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC');
}

/** "Müller" → "mueller", "Élodie" → "elodie", "STRASSE" and "Straße" → "strasse". */
export const foldWord = (word: string) => fold(word, SPELLED_OUT);

/** A word's spellings: its folded form and, when it has an umlaut, the plain-vowel one ("muller"). */
export function spellingsOf(word: string): string[] {
  const spelled = fold(word, SPELLED_OUT);
  const plain = fold(word, PLAIN);
  return plain === spelled ? [spelled] : [spelled, plain];
}

const length = (word: string) => [...word].length;

/** The words of a text as written (runs of letters, digits and their marks), at least 2 characters long. */
export function splitWords(text: string): string[] {
  return text
    .normalize('NFC')
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((word) => length(word) >= MIN_WORD_LENGTH);
}

/**
 * The message's most frequent words that no one searches for (greetings, articles, pronouns; German first, a
 * few of English and the Romance languages): about a third of a request's words, not written as rows. A query
 * leaves them out too, unless it has nothing else.
 */
const STOP_WORDS = new Set(
  (
    'aber alle als also am an auch auf aus bei beim bin bis bitte da damen dank danke dann das dass dem den der ' +
    'des die dies diese diesem dieser doch du durch ein eine einem einen einer eines er es fuer geehrte ' +
    'geehrter gern gerne gibt gruesse gruss guten habe haben hallo hat herren herzliche hier ich ihm ihn ihnen ' +
    'ihr ihre im in ist ja jetzt kann koennen lg liebe lieber liebes mein meine meinem meinen meiner mfg mich ' +
    'mir mit moin nach nicht noch nur ob oder schon sehr sein sich sie sind so tag um und uns viele vielen vom ' +
    'von vor war was weil wenn wie wir wird wo zu zum zur ueber ' +
    'the and or of to is for on with you my me it be have has please thanks thank hello dear regards ' +
    'de la le el et les des du un une y en'
  ).split(' '),
);

/** A name word's terms: its prefixes from 3 characters on, up to 20, and the whole word. */
function prefixesOf(word: string): string[] {
  const chars = [...word];
  if (chars.length <= MIN_PREFIX_LENGTH) return [word];
  const prefixes: string[] = [];
  for (let n = MIN_PREFIX_LENGTH; n <= Math.min(chars.length, MAX_PREFIX_LENGTH); n++)
    prefixes.push(chars.slice(0, n).join(''));
  if (chars.length > MAX_PREFIX_LENGTH) prefixes.push(word);
  return prefixes;
}

/** An address's parts: whole, local part, domain; null when it is none. */
function emailParts(value: string): { whole: string; local: string; domain: string } | null {
  const email = value.trim().normalize('NFC').toLowerCase();
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1 || /\s/.test(email)) return null;
  return { whole: email, local: email.slice(0, at), domain: email.slice(at + 1) };
}

export type SearchableRequest = {
  name: string;
  email: string;
  /** The phone number in national digits (server/services/patientKeys.ts normalisePhone), or null. */
  phoneDigits: string | null;
  /** The message and the other free-text fields. */
  text: string;
};

/** Every term of one request, without repeats, at most MAX_TERMS_PER_REQUEST. */
export function requestTerms(request: SearchableRequest): string[] {
  const terms = new Set<string>();
  const add = (term: string) => {
    if (terms.size < MAX_TERMS_PER_REQUEST) terms.add(term);
  };
  const email = emailParts(request.email);
  if (email) {
    add(email.whole);
    add(email.local);
    add(email.domain);
    for (const word of splitWords(email.whole))
      for (const s of spellingsOf(word)) if (!STOP_WORDS.has(s)) add(s);
  }
  if (request.phoneDigits) add(request.phoneDigits);
  for (const word of splitWords(request.name))
    for (const spelling of spellingsOf(word)) for (const prefix of prefixesOf(spelling)) add(prefix);
  for (const word of splitWords(request.text)) {
    if (terms.size >= MAX_TERMS_PER_REQUEST) break;
    const spellings = spellingsOf(word);
    if (!STOP_WORDS.has(spellings[0]!)) for (const spelling of spellings) add(spelling);
  }
  return [...terms];
}

/** One word of a query: any of `terms` must be a term of the request, or the id must start with `reference`. */
export type QueryWord = { terms: string[]; reference: string | null };

const REFERENCE = /^[0-9a-f]{8}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A phone number as people write it: "+49 30 1234567", "(030) 123 45-67", "0171/5550000".
const PHONE_RUN = /(?<![\p{L}\p{N}])(?:\+|\(?0)[\d ()/-]*\d(?![\p{L}\p{N}])/gu;
const MIN_PHONE_DIGITS = 6;

/**
 * The words a query asks for (all must match). `normalisePhone` is the server's (digits in national form);
 * a caller without it passes () => null and phone numbers count as their digit groups.
 */
export function queryWords(query: string, normalisePhone: (raw: string) => string | null): QueryWord[] {
  const words: QueryWord[] = [];
  const rest = query.normalize('NFC').replace(PHONE_RUN, (run) => {
    // Digits alone are a word (a reference number, a postcode, a number typed as the index has it).
    const written = /[+ ()/-]/.test(run);
    if (!written || run.replace(/\D/g, '').length < MIN_PHONE_DIGITS) return run;
    const phone = normalisePhone(run.trim());
    if (!phone) return run;
    words.push({ terms: [phone], reference: null });
    return ' ';
  });
  for (const token of rest.split(/\s+/)) {
    if (UUID.test(token)) {
      const reference = token.slice(0, 8).toLowerCase();
      words.push({ terms: [reference], reference });
    } else if (token.includes('@')) {
      const email = token.replace(/^[^\p{L}\p{N}@]+|[^\p{L}\p{N}@]+$/gu, '').toLowerCase();
      const at = email.lastIndexOf('@');
      const local = email.slice(0, at);
      const domain = email.slice(at + 1);
      const term = local && domain ? email : local || domain;
      if (length(term) >= MIN_WORD_LENGTH) words.push({ terms: [term], reference: null });
    } else {
      for (const word of splitWords(token)) {
        const terms = spellingsOf(word);
        words.push({ terms, reference: REFERENCE.test(terms[0]!) ? terms[0]! : null });
      }
    }
  }
  const meaningful = words.filter((word) => !STOP_WORDS.has(word.terms[0]!));
  const seen = new Set<string>();
  return (meaningful.length > 0 ? meaningful : words).filter((word) => {
    const key = word.terms.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
