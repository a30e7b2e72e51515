// One spelling per word, shared by the learned model's tokens, the stop words and the rules' phrases.

/**
 * One spelling per word: compatibility forms folded, lower case, accents and vowel marks dropped — patients
 * often type without them ("lutfen", "dziekuje", "Rucken"), and Arabic and Persian mark vowels only sometimes.
 */
export function foldWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßđłøı]/g, (letter) => LETTER_FOLDS[letter]!);
}
/** Letters with a stroke or without a dot have no decomposition to drop an accent from. */
const LETTER_FOLDS: Record<string, string> = { ß: 'ss', đ: 'd', ł: 'l', ø: 'o', ı: 'i' };
