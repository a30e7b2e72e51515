// A naive-Bayes spam model over token document frequencies (Graham/Robinson style): each known token
// contributes its log-odds, the most telling ones count, and the log-odds come out with the tokens that
// decided them (Robinson's chi-square combination). A token's evidence is shrunk towards neutral by how rarely it was seen (Robinson's f(w)), so an
// unfamiliar word, a rare one or one seen in a single example barely counts: "new" is not "spam".
// Pure: counts in, numbers out.

export type TokenCounts = { spam: number; ham: number };
export type ModelCounts = { spamDocs: number; hamDocs: number; tokens: Map<string, TokenCounts> };

export const emptyModel = (): ModelCounts => ({ spamDocs: 0, hamDocs: 0, tokens: new Map() });

export type BayesOptions = {
  maxTokenWeight: number;
  mostTelling: number;
  /** Robinson's s: how many sightings a token needs before its own rate outweighs the neutral 0.5. */
  strength: number;
  /** Tokens whose log-odds are closer to 0 than this are left out (they say nothing either way). */
  minTokenWeight: number;
  /** The combined log-odds are kept within ± this. */
  maxLogOdds: number;
  /**
   * How many telling tokens make half a verdict: the log-odds are scaled by n / (n + this), so two words of a
   * short cancellation ("car", "guys") cannot decide the way twenty words of a letter can.
   */
  fewTokens: number;
};
/** Chosen with bench/spam/tune.ts (see scoreText.ts SCORING). */
export const BAYES_DEFAULTS: BayesOptions = {
  maxTokenWeight: 2.5,
  mostTelling: 150,
  strength: 1,
  minTokenWeight: 0.4,
  maxLogOdds: 5,
  fewTokens: 1,
};

/** P(χ² ≥ x2) with an even number of degrees of freedom (exact series). */
function chi2Q(x2: number, degrees: number): number {
  const m = x2 / 2;
  let term = Math.exp(-m);
  let sum = term;
  for (let i = 1; i < degrees / 2; i++) {
    term *= m / i;
    sum += term;
  }
  return Math.min(sum, 1);
}

/** Robinson/Fisher: how far the tokens' spam probabilities lean together one way, as log-odds. */
function fisherLogOdds(weights: number[]): number {
  if (weights.length === 0) return 0;
  let lnHam = 0;
  let lnSpam = 0;
  for (const w of weights) {
    const p = 1 / (1 + Math.exp(-w));
    lnSpam += Math.log(1 - p);
    lnHam += Math.log(p);
  }
  const spamminess = 1 - chi2Q(-2 * lnSpam, 2 * weights.length);
  const hamminess = 1 - chi2Q(-2 * lnHam, 2 * weights.length);
  const probability = Math.min(1 - 1e-9, Math.max(1e-9, (spamminess - hamminess + 1) / 2));
  return Math.log(probability / (1 - probability));
}

export type BayesResult = { logOdds: number; spamTokens: string[]; hamTokens: string[]; known: number };

/** Log-odds that a document with these tokens is spam (0 = undecided), with equal class priors. */
export function bayesLogOdds(
  // keyOf: how the model stores a token (a practice's model holds keyed hashes, never the words).
  models: { counts: ModelCounts; weight: number; keyOf?: (token: string) => string }[],
  tokens: Iterable<string>,
  options: BayesOptions = BAYES_DEFAULTS,
): BayesResult {
  const spamDocs = models.reduce((sum, m) => sum + m.weight * m.counts.spamDocs, 0);
  const hamDocs = models.reduce((sum, m) => sum + m.weight * m.counts.hamDocs, 0);
  if (spamDocs === 0 || hamDocs === 0) return { logOdds: 0, spamTokens: [], hamTokens: [], known: 0 };
  const contributions: [string, number][] = [];
  for (const token of tokens) {
    let spam = 0;
    let ham = 0;
    for (const m of models) {
      const c = m.counts.tokens.get(m.keyOf ? m.keyOf(token) : token);
      if (c) {
        spam += m.weight * c.spam;
        ham += m.weight * c.ham;
      }
    }
    const seen = spam + ham;
    if (seen === 0) continue;
    // The share of spam among documents with this token, with equal class priors, shrunk towards 0.5.
    const spamRate = spam / spamDocs;
    const share = spamRate / (spamRate + ham / hamDocs);
    const shrunk = (options.strength * 0.5 + seen * share) / (options.strength + seen);
    const weight = Math.log(shrunk / (1 - shrunk));
    if (Math.abs(weight) < options.minTokenWeight) continue;
    contributions.push([token, Math.max(-options.maxTokenWeight, Math.min(options.maxTokenWeight, weight))]);
  }
  contributions.sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]));
  const telling = contributions.slice(0, options.mostTelling);
  // Robinson's chi-square combination (SpamBayes): a text with evidence both ways stays near undecided
  // instead of its length deciding, as a plain sum of log-odds would.
  const combined =
    (fisherLogOdds(telling.map(([, w]) => w)) * telling.length) / (telling.length + options.fewTokens);
  const logOdds = Math.max(-options.maxLogOdds, Math.min(options.maxLogOdds, combined));
  const readable = (list: [string, number][]) =>
    list
      .filter(([t]) => !t.startsWith('__') && !t.includes(' '))
      .map(([t]) => t.replace(/^(name|link|mail|site):/, ''));
  return {
    logOdds,
    spamTokens: readable(telling.filter(([, w]) => w > 1)).slice(0, 4),
    hamTokens: readable(telling.filter(([, w]) => w < -1)).slice(0, 4),
    known: contributions.length,
  };
}

/**
 * Adds one labelled document with this weight (1 for a staff mark; the seed corpus balances its languages with
 * fractional weights), or removes it again with the negative weight.
 */
export function train(model: ModelCounts, tokens: Iterable<string>, label: 'spam' | 'ham', weight = 1) {
  if (label === 'spam') model.spamDocs = Math.max(0, model.spamDocs + weight);
  else model.hamDocs = Math.max(0, model.hamDocs + weight);
  for (const token of tokens) {
    const c = model.tokens.get(token) ?? { spam: 0, ham: 0 };
    c[label] = Math.max(0, c[label] + weight);
    model.tokens.set(token, c);
  }
}
