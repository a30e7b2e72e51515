// The fresh held-out sets (issue 43): examples no training, tuning or rule change has read.
// bench/spam/fresh was written 2026-12-02; bench/spam/fresh2 on 2026-12-03, after a corpus change prompted by the
// category of fresh's one miss, so that one set stays wholly untouched by what was learned from the other.
// Only eval.ts imports this module; corpus/freshSetApart.test.ts fails if the training or tuning code reaches it.
// Evaluate them once per change; never change the filter because of one of their examples.
import { projectPath } from '../../server/projectPaths.ts';
import type { ModelCounts } from '../../server/services/spam/naiveBayes.ts';
import { loadSeedCorpus } from '../../server/services/spam/seedCorpus.ts';
import { evaluateExamples } from './heldOut.ts';

export const FRESH_SETS = {
  fresh: projectPath('bench', 'spam', 'fresh'),
  fresh2: projectPath('bench', 'spam', 'fresh2'),
} as const;

export type FreshSetName = keyof typeof FRESH_SETS;

export const loadFreshSet = (name: FreshSetName) => loadSeedCorpus(FRESH_SETS[name]);

export const evaluateFreshSet = (name: FreshSetName, model: ModelCounts) =>
  evaluateExamples(loadFreshSet(name), model);
