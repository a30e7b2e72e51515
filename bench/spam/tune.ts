// npx tsx bench/spam/tune.ts — grid search over the scoring constants (SCORING in scoreText.ts) by 10-fold
// cross-validation on the seed corpus; prints the settings that keep the false-positive rate ≤ 2 %, best
// first. Used to choose SCORING; re-run after the corpus or the rules change.
import { SCORING } from '../../server/services/spam/scoreText.ts';
import { evaluate, prepareFolds } from './crossValidation.ts';

const folds = prepareFolds(10);
const rows: [string, number, number][] = [];
for (const mostTelling of [15, 25, 40])
  for (const maxTokenWeight of [2.5, 4])
    for (const bayesWeight of [0.4, 0.6, 1])
      for (const offset of [-1, -2, -3]) {
        const tuning = { ...SCORING, bayes: { mostTelling, maxTokenWeight }, bayesWeight, offset };
        const { f1, falsePositiveRate } = evaluate(folds, tuning);
        if (falsePositiveRate <= 0.02)
          rows.push([
            JSON.stringify({ mostTelling, maxTokenWeight, bayesWeight, offset }),
            f1,
            falsePositiveRate,
          ]);
      }
rows.sort((a, b) => a[2] - b[2] || b[1] - a[1]);
for (const [settings, f1, fpr] of rows)
  console.log(`F1 ${f1.toFixed(3)}  FPR ${(fpr * 100).toFixed(2)} %  ${settings}`);
