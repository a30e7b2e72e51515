// One regular expression for a list of phrase fragments, matched against folded text (see foldWord): whole
// words in every script — JavaScript's \b only knows ASCII letters — except for Han and kana, written without
// spaces. The fragments are folded the same way (outside their regex escapes), so "glückwunsch", "ダイエット"
// and "gluckwunsch" are one pattern.
import { foldWord } from './foldWord.ts';

const UNSPACED_START = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

const fold = (fragment: string) =>
  fragment
    .split(/(\\p\{\w+\}|\\.)/)
    .map((part, i) => (i % 2 ? part : foldWord(part)))
    .join('');

export function phrasePattern(fragments: string[]): RegExp {
  const folded = fragments.map(fold);
  const unspaced = folded.filter((f) => UNSPACED_START.test(f));
  const spaced = folded.filter((f) => !UNSPACED_START.test(f));
  // One boundary check around all spaced alternatives, not one per alternative: the engine tries each
  // position once.
  const alternatives = [
    ...(spaced.length ? [`(?<![\\p{L}\\p{N}])(?:${spaced.join('|')})(?![\\p{L}\\p{N}])`] : []),
    ...(unspaced.length ? [`(?:${unspaced.join('|')})`] : []),
  ];
  return new RegExp(alternatives.join('|'), 'u');
}
