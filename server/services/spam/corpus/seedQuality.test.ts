import { describe, expect, it } from 'vitest';
import { evaluate, prepareFolds, rates } from '../../../../bench/spam/crossValidation.ts';
import { evaluateHeldOut, loadHeldOut } from '../../../../bench/spam/heldOut.ts';
import { seedModelFromCorpus } from '../modelStore.ts';
import { loadSeedCorpus } from '../seedCorpus.ts';

// The targets of issues 11 and 27 (npm run spam:eval prints the figures and the public corpus beside them). A
// corpus or rule change that loses patients fails here, not in production.
describe('the spam filter on the seed corpus', () => {
  const result = evaluate(prepareFolds(10));

  // Recall was ≥ 0.95 while one rule (a spam phrase, a short link) could decide alone; since no single signal
  // may (issue 27), spam that only one rule recognises and the model does not waits for a second witness.
  it('takes at most 0.5 % of ham for spam at a recall of at least 0.93', () => {
    expect(result.falsePositiveRate).toBeLessThanOrEqual(0.005);
    expect(result.recall).toBeGreaterThanOrEqual(0.93);
  });

  it("takes no language's ham for spam more often than German ham", () => {
    const german = rates(result.byLanguage.get('de')!).falsePositiveRate;
    for (const [language, confusion] of result.byLanguage) {
      const hams = confusion.fp + confusion.tn;
      if (hams > 0) expect(confusion.fp / hams, language).toBeLessThanOrEqual(german);
    }
  });
});

/** Every text someone wrote: string values of four words or more (not a name, an address or a course picked). */
const textsOf = (formData: Record<string, unknown>) =>
  Object.values(formData).filter(
    (v): v is string => typeof v === 'string' && v.trim().split(/\s+/).length >= 4,
  );

describe('the spam filter on the held-out set (bench/spam/heldout)', () => {
  const heldOut = loadHeldOut();

  it('tests on no text the seed model learned from', () => {
    const trained = new Set(loadSeedCorpus().flatMap((e) => textsOf(e.formData)));
    const shared = heldOut.flatMap((e) => textsOf(e.formData)).filter((text) => trained.has(text));
    expect(shared).toEqual([]);
  });

  it('finds at least 92 % of its spam, takes at most 1 % of its ham and no patient request in any language for spam', () => {
    const languages = new Set(heldOut.filter((e) => e.label === 'ham').map((e) => e.language));
    expect(languages.size).toBe(15);
    const result = evaluateHeldOut(seedModelFromCorpus());
    expect(result.recall).toBeGreaterThanOrEqual(0.92);
    expect(result.falsePositiveRate).toBeLessThanOrEqual(0.01);
    expect(result.mistakes.filter((m) => m.example.label === 'ham').map((m) => m.example.formData)).toEqual(
      [],
    );
  });
});
