// k-fold cross-validation of the spam score on the seed corpus, shared by eval.ts and tune.ts. Each fold's
// model learns from the other folds; its own examples are scored by the full scorer (model + rules), as a
// new submission would be.
import { tokensOf } from '../../server/services/spam/modelStore.ts';
import { emptyModel, type ModelCounts, train } from '../../server/services/spam/naiveBayes.ts';
import { SCORING, type ScoringTuning, scoreFormData } from '../../server/services/spam/scoreText.ts';
import { type CorpusExample, classBalance, loadSeedCorpus } from '../../server/services/spam/seedCorpus.ts';

export type Confusion = { tp: number; fp: number; tn: number; fn: number };

const emptyConfusion = (): Confusion => ({ tp: 0, fp: 0, tn: 0, fn: 0 });

/** Counts one verdict into a confusion matrix. */
export function count(confusion: Confusion, isSpam: boolean, saidSpam: boolean) {
  if (saidSpam && isSpam) confusion.tp++;
  else if (saidSpam) confusion.fp++;
  else if (isSpam) confusion.fn++;
  else confusion.tn++;
}

export function rates({ tp, fp, tn, fn }: Confusion) {
  const precision = tp / (tp + fp);
  const recall = tp / (tp + fn);
  return {
    precision,
    recall,
    f1: (2 * precision * recall) / (precision + recall),
    falsePositiveRate: fp / (fp + tn),
  };
}
export type Mistake = { example: CorpusExample; score: number; reasons: string[] };

/** A fixed shuffle (linear congruential), so every run gives the same folds. */
function shuffled<T>(items: T[]): T[] {
  let seed = 20261122;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export function prepareFolds(k: number) {
  const corpus = shuffled(loadSeedCorpus());
  const tokens = corpus.map((e) => tokensOf(e.formData));
  const models: ModelCounts[] = Array.from({ length: k }, (_, fold) => {
    const model = emptyModel();
    const training = corpus.filter((_, i) => i % k !== fold);
    const weights = classBalance(training);
    corpus.forEach((example, i) => {
      if (i % k !== fold) train(model, tokens[i]!, example.label, weights(example));
    });
    return model;
  });
  return { corpus, modelFor: (i: number) => models[i % k]! };
}

export function evaluate(folds: ReturnType<typeof prepareFolds>, tuning: ScoringTuning = SCORING) {
  const confusion = emptyConfusion();
  const byLanguage = new Map<string, Confusion>();
  const mistakes: Mistake[] = [];
  folds.corpus.forEach((example, i) => {
    const verdict = scoreFormData(example.formData, { global: folds.modelFor(i) }, {}, tuning);
    const spam = example.label === 'spam';
    count(confusion, spam, verdict.isSpam);
    if (!byLanguage.has(example.language)) byLanguage.set(example.language, emptyConfusion());
    count(byLanguage.get(example.language)!, spam, verdict.isSpam);
    if (verdict.isSpam !== spam) mistakes.push({ example, score: verdict.score, reasons: verdict.reasons });
  });
  return { confusion, byLanguage, mistakes, ...rates(confusion) };
}
