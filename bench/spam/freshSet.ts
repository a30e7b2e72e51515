// The fresh held-out set (bench/spam/fresh, written 2026-12-02 for issue 43): examples no training, tuning or
// rule change has read. Only eval.ts imports this module; corpus/freshSetApart.test.ts fails if the training or
// tuning code reaches it. Evaluate it once per change; never change the filter because of one of its examples.
import { projectPath } from '../../server/projectPaths.ts';
import type { ModelCounts } from '../../server/services/spam/naiveBayes.ts';
import { loadSeedCorpus } from '../../server/services/spam/seedCorpus.ts';
import { evaluateExamples } from './heldOut.ts';

export const FRESH_DIR = projectPath('bench', 'spam', 'fresh');

export const loadFreshSet = () => loadSeedCorpus(FRESH_DIR);

export const evaluateFreshSet = (model: ModelCounts) => evaluateExamples(loadFreshSet(), model);
