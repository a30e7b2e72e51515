// npm run spam:eval [-- --folds 10 --verbose] — k-fold cross-validation on the seed corpus; prints precision,
// recall, F1 and the false-positive rate. Targets: F1 ≥ 0.95, false-positive rate ≤ 1 % (a lost patient
// request costs more than one spam in the inbox).
import { parseArgs } from 'node:util';
import { evaluate, prepareFolds } from './crossValidation.ts';

const { values } = parseArgs({
  options: { folds: { type: 'string', default: '10' }, verbose: { type: 'boolean' } },
});
const k = Number(values.folds);
const result = evaluate(prepareFolds(k));
const { tp, fp, tn, fn } = result.confusion;
const pct = (x: number) => `${(x * 100).toFixed(2)} %`;

console.log(
  `Seed corpus: ${tp + fp + tn + fn} examples (${tp + fn} spam, ${tn + fp} ham), ${k}-fold cross-validation`,
);
console.log(`  precision            ${result.precision.toFixed(4)}`);
console.log(`  recall               ${result.recall.toFixed(4)}`);
console.log(
  `  F1                   ${result.f1.toFixed(4)}   (target ≥ 0.95: ${result.f1 >= 0.95 ? 'met' : 'MISSED'})`,
);
console.log(
  `  false-positive rate  ${pct(result.falsePositiveRate)}   (target ≤ 1 %: ${result.falsePositiveRate <= 0.01 ? 'met' : 'MISSED'})`,
);
console.log(`  confusion            TP ${tp}  FP ${fp}  TN ${tn}  FN ${fn}`);
if (values.verbose) {
  for (const m of result.mistakes) {
    const kind = m.example.label === 'spam' ? 'missed spam' : 'FALSE POSITIVE';
    console.log(
      `\n  ${kind} (${m.score}): ${JSON.stringify(m.example.formData).slice(0, 160)}\n    ${m.reasons.join(' | ')}`,
    );
  }
}
