// The seed corpus shipped in corpus/<language>/{ham,spam}.jsonl (written for Praxisdesk; see corpus/README.md).
// The folder names the language the example is written in, so the evaluation can report each one.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectPath } from '../../projectPaths.ts';

export type CorpusExample = {
  label: 'spam' | 'ham';
  /** ISO 639-1 code of the language the text is written in (the folder it lives in). */
  language: string;
  formType: string;
  formData: Record<string, unknown>;
};

const CORPUS_DIR = projectPath('server', 'services', 'spam', 'corpus');

function corpusFiles(dir = CORPUS_DIR): { language: string; label: 'ham' | 'spam'; path: string }[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((language) =>
      (['ham', 'spam'] as const)
        .map((label) => ({ language, label, path: join(dir, language, `${label}.jsonl`) }))
        .filter(({ path }) => existsSync(path)),
    );
}

/** The examples of a corpus laid out as `<language>/{ham,spam}.jsonl` (the seed corpus unless told). */
export function loadSeedCorpus(dir = CORPUS_DIR): CorpusExample[] {
  return corpusFiles(dir).flatMap(({ language, label, path }) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => ({
        label,
        language,
        ...(JSON.parse(line) as Pick<CorpusExample, 'formType' | 'formData'>),
      })),
  );
}

/** Changes whenever a corpus file does, so a stored global model seeded from an older corpus is rebuilt. */
export function seedCorpusFingerprint(): string {
  const hash = createHash('sha256');
  for (const { path, language, label } of corpusFiles())
    hash.update(`${language}/${label}\n`).update(readFileSync(path));
  return hash.digest('hex').slice(0, 16);
}

/** Texts this long or longer are letters and mailings rather than form messages. */
const LONG_TEXT = 500;

const textLength = (formData: Record<string, unknown>) =>
  Object.values(formData).reduce<number>((sum, v) => sum + (typeof v === 'string' ? v.length : 0), 0);

/**
 * Weights that give ham and spam the corpus-wide share of each class within every group of examples that
 * is no evidence by itself: the language, and whether a text is a short message or a long letter. Without
 * them, a group whose examples happen to be more often spam (English: spam is often English; long texts: our
 * long examples are often mass mailings) would make its everyday words count as spam. Each group keeps its
 * total weight; only the split between its classes moves.
 */
export function classBalance(corpus: CorpusExample[]): (example: CorpusExample) => number {
  const spamShare = corpus.filter((e) => e.label === 'spam').length / corpus.length;
  const groupOf = (e: CorpusExample) =>
    `${e.language}:${textLength(e.formData) >= LONG_TEXT ? 'long' : 'short'}`;
  const counts = new Map<string, { spam: number; ham: number }>();
  for (const e of corpus) {
    const c = counts.get(groupOf(e)) ?? { spam: 0, ham: 0 };
    c[e.label]++;
    counts.set(groupOf(e), c);
  }
  return (example) => {
    const c = counts.get(groupOf(example))!;
    // A group with one class only has nothing to balance against.
    if (c.spam === 0 || c.ham === 0) return 1;
    const total = c.spam + c.ham;
    return example.label === 'spam' ? (spamShare * total) / c.spam : ((1 - spamShare) * total) / c.ham;
  };
}
