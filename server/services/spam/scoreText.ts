// The local spam score: learned log-odds plus rule signals → 0–100 with German reasons (≥ 50 is spam).
import { extractText } from './extractText.ts';
import { BAYES_DEFAULTS, bayesLogOdds, type ModelCounts } from './naiveBayes.ts';
import { MAX_SIGNAL_WEIGHT, type RuleContext, ruleSignals } from './rules.ts';
import { tokenize } from './tokenize.ts';

export const SPAM_THRESHOLD = 50;

export type SpamVerdict = { score: number; isSpam: boolean; confidence: number; reasons: string[] };

/** The seed model (words) and a practice's model (keyed hashes of words, tenantKey makes them). */
export type ScoringModels = {
  global: ModelCounts;
  tenant?: ModelCounts;
  tenantKey?: (token: string) => string;
};

/**
 * How learned and rule evidence combine; chosen with `bench/spam/tune.ts` (cross-validation on the seed corpus)
 * among the settings with no false positives there, and checked on the held-out and public corpora
 * (`npm run spam:eval`). The offset leans towards "not spam": losing a patient's request costs more than one
 * spam in the inbox. It outweighs any one rule signal (maxSignalWeight): a single signal — a fast fill, a
 * blacklisted address, one spam phrase — never makes a request spam on its own; a second one or the learned
 * model must agree.
 */
export const SCORING = {
  bayes: BAYES_DEFAULTS,
  bayesWeight: 1.25,
  offset: -1.5,
  /** The most one rule signal counts (rules.ts keeps to it; this holds it for any signal). */
  maxSignalWeight: MAX_SIGNAL_WEIGHT,
  /** A practice's own marks count this many times a seed example, so its feedback wins quickly. */
  tenantWeight: 4,
};
export type ScoringTuning = typeof SCORING;

const percent = (p: number) => `${Math.round(p * 100)} %`;

export function scoreFormData(
  formData: Record<string, unknown>,
  models: ScoringModels,
  context: RuleContext = {},
  tuning: ScoringTuning = SCORING,
): SpamVerdict {
  const text = extractText(formData);
  const bayes = bayesLogOdds(
    [
      { counts: models.global, weight: 1 },
      ...(models.tenant
        ? [{ counts: models.tenant, weight: tuning.tenantWeight, keyOf: models.tenantKey }]
        : []),
    ],
    tokenize(text),
    tuning.bayes,
  );
  const signals = ruleSignals(text, context);
  // Rule signals add up, each capped: two of them, or one and the learned model, can make spam; one cannot.
  const ruleEvidence = signals.reduce((sum, s) => sum + Math.min(tuning.maxSignalWeight, s.weight), 0);
  const logOdds = tuning.bayesWeight * bayes.logOdds + ruleEvidence + tuning.offset;
  const probability = 1 / (1 + Math.exp(-logOdds));
  const score = Math.max(0, Math.min(100, Math.round(probability * 100)));

  const reasons = signals.map((s) => s.reason);
  const bayesProbability = 1 / (1 + Math.exp(-bayes.logOdds));
  if (bayes.known > 0) {
    const words = bayesProbability >= 0.5 ? bayes.spamTokens : bayes.hamTokens;
    const seen = words.length ? ` (auffällig: ${words.map((w) => `„${w}“`).join(', ')})` : '';
    reasons.push(`Lernender Filter: ${percent(bayesProbability)} Spam-Wahrscheinlichkeit${seen}`);
  } else {
    reasons.push('Lernender Filter: keine bekannten Wörter');
  }
  return {
    score,
    isSpam: score >= SPAM_THRESHOLD,
    confidence: Math.round(Math.abs(probability - 0.5) * 200) / 100,
    reasons,
  };
}
