import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFreshSet } from '../../../../bench/spam/freshSet.ts';
import { loadHeldOut } from '../../../../bench/spam/heldOut.ts';
import { projectPath, projectRoot } from '../../../projectPaths.ts';
import { loadSeedCorpus } from '../seedCorpus.ts';

// Issue 43: the old held-out set had been tuned on, so it no longer measured spam nobody trained on. The fresh
// set (bench/spam/fresh) is read only by eval.ts; the code that trains, tunes or is tuned must not reach it.
const TRAINING_AND_TUNING = [
  'bench/spam/tune.ts',
  'bench/spam/crossValidation.ts',
  'bench/spam/heldOut.ts',
  'bench/spam/run.ts',
  'server/services/spam/modelStore.ts',
  'server/services/spam/seedCorpus.ts',
  'server/services/spam/scoreText.ts',
];

/** Every project module a file imports, directly or not (relative imports; packages are not ours). */
function moduleGraph(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/(?:import|export)[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g))
      visit(resolve(dirname(file), spec!));
  };
  for (const entry of entries) visit(projectPath(entry));
  return seen;
}

/** The free texts of an example long enough that sharing one would mean a copied example. */
const textsOf = (formData: Record<string, unknown>) =>
  Object.values(formData).filter(
    (v): v is string => typeof v === 'string' && v.trim().split(/\s+/).length >= 4,
  );

describe('the fresh held-out set (bench/spam/fresh)', () => {
  it('is read by no training or tuning code', () => {
    const graph = [...moduleGraph(TRAINING_AND_TUNING)].map((file) => relative(projectRoot, file));
    expect(graph).toContain('server/services/spam/tokenize.ts');
    expect(graph.filter((file) => file.includes('spam/fresh'))).toEqual([]);
    const mentions = graph.filter((file) =>
      /spam\/fresh|freshSet/.test(readFileSync(join(projectRoot, file), 'utf8')),
    );
    expect(mentions).toEqual([]);
  });

  it('fresh shares no text with the seed corpus or the old held-out set, and has the issue-43 size', () => {
    const seen = new Set([...loadSeedCorpus(), ...loadHeldOut()].flatMap((e) => textsOf(e.formData)));
    const fresh = loadFreshSet('fresh');
    expect(fresh.flatMap((e) => textsOf(e.formData)).filter((text) => seen.has(text))).toEqual([]);
    expect(fresh.filter((e) => e.label === 'spam').length).toBeGreaterThanOrEqual(80);
    const ham = fresh.filter((e) => e.label === 'ham');
    expect(ham.length).toBeGreaterThanOrEqual(300);
    const perLanguage = new Map<string, number>();
    for (const e of ham) perLanguage.set(e.language, (perLanguage.get(e.language) ?? 0) + 1);
    expect(perLanguage.size).toBe(15);
    for (const [language, n] of perLanguage) expect(n, language).toBeGreaterThanOrEqual(10);
  });

  it('fresh2 shares no text with the seed corpus, the old held-out set or fresh, and covers every language', () => {
    const seen = new Set(
      [...loadSeedCorpus(), ...loadHeldOut(), ...loadFreshSet('fresh')].flatMap((e) => textsOf(e.formData)),
    );
    const fresh2 = loadFreshSet('fresh2');
    expect(fresh2.flatMap((e) => textsOf(e.formData)).filter((text) => seen.has(text))).toEqual([]);
    expect(fresh2.filter((e) => e.label === 'spam').length).toBeGreaterThanOrEqual(60);
    const ham = fresh2.filter((e) => e.label === 'ham');
    expect(ham.length).toBeGreaterThanOrEqual(200);
    expect(new Set(ham.map((e) => e.language)).size).toBe(15);
  });
});
