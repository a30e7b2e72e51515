// A naive-Bayes spam model over token document frequencies (Graham/Robinson style): each known token
// contributes its log-likelihood ratio, the most telling ones count, and the log-odds come out with the
// tokens that decided them. Pure: counts in, numbers out.

export type TokenCounts = { spam: number; ham: number };
export type ModelCounts = { spamDocs: number; hamDocs: number; tokens: Map<string, TokenCounts> };

export const emptyModel = (): ModelCounts => ({ spamDocs: 0, hamDocs: 0, tokens: new Map() });

export type BayesOptions = { maxTokenWeight: number; mostTelling: number };
export const BAYES_DEFAULTS: BayesOptions = { maxTokenWeight: 2.5, mostTelling: 40 };

export type BayesResult = { logOdds: number; spamTokens: string[]; hamTokens: string[]; known: number };

/** Log-odds that a document with these tokens is spam (0 = undecided), with equal class priors. */
export function bayesLogOdds(
  models: { counts: ModelCounts; weight: number }[],
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
      const c = m.counts.tokens.get(token);
      if (c) {
        spam += m.weight * c.spam;
        ham += m.weight * c.ham;
      }
    }
    if (spam + ham === 0) continue;
    // Laplace-smoothed rates per class; rare tokens stay close to neutral.
    const ratio = Math.log((spam + 0.5) / (spamDocs + 1) / ((ham + 0.5) / (hamDocs + 1)));
    contributions.push([token, Math.max(-options.maxTokenWeight, Math.min(options.maxTokenWeight, ratio))]);
  }
  contributions.sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]));
  const telling = contributions.slice(0, options.mostTelling);
  const logOdds = telling.reduce((sum, [, w]) => sum + w, 0);
  const readable = (list: [string, number][]) =>
    list
      .filter(([t]) => !t.startsWith('__') && !t.includes(' '))
      .map(([t]) => t.replace(/^(name|link|mail):/, ''));
  return {
    logOdds,
    spamTokens: readable(telling.filter(([, w]) => w > 1)).slice(0, 4),
    hamTokens: readable(telling.filter(([, w]) => w < -1)).slice(0, 4),
    known: contributions.length,
  };
}

/** Adds (direction 1) or removes (direction -1) one labelled document. */
export function train(
  model: ModelCounts,
  tokens: Iterable<string>,
  label: 'spam' | 'ham',
  direction: 1 | -1 = 1,
) {
  if (label === 'spam') model.spamDocs = Math.max(0, model.spamDocs + direction);
  else model.hamDocs = Math.max(0, model.hamDocs + direction);
  for (const token of tokens) {
    const c = model.tokens.get(token) ?? { spam: 0, ham: 0 };
    c[label] = Math.max(0, c[label] + direction);
    model.tokens.set(token, c);
  }
}
