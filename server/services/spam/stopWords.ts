// Function words of every patient language (and Korean, which the corpus has): they say how a sentence is
// built, not what it is about, so the learned model neither learns nor scores them (issue 43: "zu" made
// eight questions about appointments 76 % spam). One compact list per language in stopWords/, folded the
// way tokens are. No stop-word package is installed; stopwords-iso would be the kept one to switch to.
import { foldWord } from './foldWord.ts';
import ar from './stopWords/ar.ts';
import de from './stopWords/de.ts';
import el from './stopWords/el.ts';
import en from './stopWords/en.ts';
import es from './stopWords/es.ts';
import fa from './stopWords/fa.ts';
import hr from './stopWords/hr.ts';
import it from './stopWords/it.ts';
import ko from './stopWords/ko.ts';
import pl from './stopWords/pl.ts';
import ro from './stopWords/ro.ts';
import ru from './stopWords/ru.ts';
import tr from './stopWords/tr.ts';
import uk from './stopWords/uk.ts';
import vi from './stopWords/vi.ts';
import zh from './stopWords/zh.ts';

const STOP_WORDS = new Set([ar, de, el, en, es, fa, hr, it, ko, pl, ro, ru, tr, uk, vi].flat().map(foldWord));
/** Han characters that are function words; a character pair of two of them is one too ("我的", "这个"). */
const STOP_CHARACTERS = new Set(zh);

/** Whether a token of `words()` (a folded word, or a pair of Han characters) carries no evidence. */
export function isStopWord(word: string): boolean {
  if (STOP_WORDS.has(word)) return true;
  const chars = [...word];
  return chars.length <= 2 && chars.every((c) => STOP_CHARACTERS.has(c));
}
