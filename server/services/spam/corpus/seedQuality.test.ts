import { describe, expect, it } from 'vitest';
import { evaluate, prepareFolds, rates } from '../../../../bench/spam/crossValidation.ts';

// The targets of issue 11 on our own corpus, 10-fold cross-validated (npm run spam:eval prints the figures and
// the public corpus beside them). A corpus or rule change that loses patients fails here, not in production.
describe('the spam filter on the seed corpus', () => {
  const result = evaluate(prepareFolds(10));

  it('takes at most 0.5 % of ham for spam at a recall of at least 0.95', () => {
    expect(result.falsePositiveRate).toBeLessThanOrEqual(0.005);
    expect(result.recall).toBeGreaterThanOrEqual(0.95);
  });

  it("takes no language's ham for spam more often than German ham", () => {
    const german = rates(result.byLanguage.get('de')!).falsePositiveRate;
    for (const [language, confusion] of result.byLanguage) {
      const hams = confusion.fp + confusion.tn;
      if (hams > 0) expect(confusion.fp / hams, language).toBeLessThanOrEqual(german);
    }
  });
});
