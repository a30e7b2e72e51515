// Rule signals beside the learned model. Each adds log-odds (negative ones speak for the sender) and names what
// it saw, in German. No signal weighs more than MAX_SIGNAL_WEIGHT: one alone never makes a request spam, it
// takes a second one or the learned model's agreement (scoreText.ts). The script or language of a text is never
// a signal; what it says is, in any language.
import type { SubmissionText } from './extractText.ts';
import { foldWord } from './foldWord.ts';
import { PRACTICE_TOPICS } from './practiceTopics.ts';
import { SPAM_PHRASES } from './spamPhrases.ts';
import { domainOf, URL_PATTERN } from './tokenize.ts';
import { DISPOSABLE_DOMAINS, URL_SHORTENERS } from './vocabulary.ts';

export type RuleContext = {
  /** The sender's IP hash is on the blacklist. */
  ipBlacklisted?: boolean;
  /** Other submissions with the same text within 24 hours. */
  repeatedCount?: number;
  /** Milliseconds between opening the form and sending it, when the form reported it. */
  fillMillis?: number;
};

export type Signal = { weight: number; reason: string };

/**
 * The most one signal counts: less than the scoring offset (SCORING.offset), so a request with one signal and
 * nothing else against it scores below the spam threshold. Strong signals count this much.
 */
export const MAX_SIGNAL_WEIGHT = 1.2;
const STRONG = MAX_SIGNAL_WEIGHT;

/**
 * Faster than anyone types (about 180 words a minute). Only typed text counts: autofill fills name, phone,
 * e-mail and address at once, so a form with little to type is sent within seconds by a person too.
 */
const MAX_TYPED_CHARS_PER_SECOND = 15;

const LOOK_ALIKE_SCRIPT = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;

/**
 * Words that mix Latin letters with Cyrillic or Greek look-alikes ("Gооgle" with Cyrillic о): a disguise no
 * one types by accident more than once. Text written wholly in Cyrillic or Greek is not counted.
 */
function disguisedWords(text: string): number {
  if (!LOOK_ALIKE_SCRIPT.test(text)) return 0;
  return (text.match(/[\p{L}\p{M}]+/gu) ?? []).filter(
    (word) => /\p{Script=Latin}/u.test(word) && /[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(word),
  ).length;
}

/** How many characters the runs this pattern finds hold together (runs, not single characters: cheaper). */
const runLength = (text: string, runs: RegExp) =>
  (text.match(runs) ?? []).reduce((sum, run) => sum + run.length, 0);

/** How a mass mailing shouts: capitals, runs of exclamation marks, money amounts. */
function shoutingSignals(text: string): Signal[] {
  const signals: Signal[] = [];
  const letters = runLength(text, /\p{L}+/gu);
  const capitals = runLength(text, /\p{Lu}+/gu);
  const capitalWords = text.match(/(?<![\p{L}])\p{Lu}{4,}(?![\p{L}])/gu)?.length ?? 0;
  if (letters >= 60 && capitalWords >= 3 && capitals / letters > 0.35)
    signals.push({ weight: 0.8, reason: 'Überwiegend in Großbuchstaben geschrieben' });
  const exclamations = text.match(/!{2,}/g)?.length ?? 0;
  if (exclamations >= 2) signals.push({ weight: 0.8, reason: 'Mehrfache Ausrufezeichen („!!“)' });
  const amounts = text.match(/[$€£]\s?\d|\d[\d.,]*\s?(?:[$€£]|usd|eur|dollars?)(?![\p{L}])/giu)?.length ?? 0;
  if (amounts >= 3) signals.push({ weight: 0.8, reason: `${amounts} Geldbeträge im Text` });
  return signals;
}

/**
 * A name no person has: no vowels, digits, or capitals inside one word ("RobertLix", "xjkqwzt"). Only Latin
 * words are judged — a Cyrillic, Arabic or Chinese name has no Latin vowels and is no less a name — and
 * inner capitals of real names (McDonald, DeLuca, VanDyke) are fine.
 */
function looksLikeNonsense(name: string): boolean {
  return name
    .split(/\s+/)
    .filter((part) => /^[\p{Script=Latin}\d'’.-]+$/u.test(part) && /\p{L}/u.test(part))
    .some(
      (part) =>
        (part.length >= 5 && !/[aeiouyäöüéèáàíóúæøåıąęóœ]/i.test(part)) ||
        (/\d/.test(part) && /\p{L}/u.test(part)) ||
        (/^[A-Z][a-z]+[A-Z][a-z]+$/.test(part) &&
          !/^(Mc|Mac|De|Di|Da|Du|La|Le|Van|Von|St|Fitz)[A-Z]/.test(part)) ||
        /([bcdfghjklmnpqrstvwxz])\1\1/i.test(part) ||
        /[bcdfghjklmnpqrstvwxz]{6,}/i.test(part),
    );
}

/** An address a program made up: letters and digits switching back and forth ("v33chlf6b", "3cKq2amCZ"). */
function looksGenerated(email: string): boolean {
  const local = email.split('@')[0] ?? '';
  const switches = local.match(/[a-z](?=\d)|\d(?=[a-z])/gi)?.length ?? 0;
  const caseSwitches = local.match(/[a-z](?=[A-Z])/g)?.length ?? 0;
  return local.length >= 6 && (switches >= 3 || caseSwitches >= 2);
}

export function ruleSignals(input: SubmissionText, context: RuleContext): Signal[] {
  const signals: Signal[] = [];
  const all = `${input.text}\n${input.name}`;
  const urls = input.text.match(URL_PATTERN) ?? [];
  // Patients and partners link to portals and documents too; only many links lean towards a mass mailing.
  if (urls.length > 2) signals.push({ weight: 0.5, reason: `Enthält ${urls.length} Links` });

  const shorteners = [...new Set(urls.map(domainOf).filter((d) => URL_SHORTENERS.includes(d)))];
  if (shorteners.length)
    signals.push({ weight: STRONG, reason: `Kurz-Link verschleiert das Ziel (${shorteners.join(', ')})` });

  // Patients share addresses (a practice's or an employer's network, a mobile carrier's): another's spam
  // is one signal, not a verdict.
  if (context.ipBlacklisted) signals.push({ weight: STRONG, reason: 'Absender-IP steht auf der Blacklist' });

  if (
    context.fillMillis !== undefined &&
    context.fillMillis >= 0 &&
    context.fillMillis < (input.typedChars / MAX_TYPED_CHARS_PER_SECOND) * 1000
  ) {
    const seconds = (context.fillMillis / 1000).toLocaleString('de-DE', { maximumFractionDigits: 1 });
    signals.push({
      weight: STRONG,
      reason: `In ${seconds} Sekunden ausgefüllt – schneller, als ein Mensch tippen kann`,
    });
  }

  signals.push(...shoutingSignals(input.text));

  const disguised = disguisedWords(all);
  if (disguised > 0)
    signals.push({
      weight: disguised > 1 ? STRONG : 0.8,
      reason: 'Wörter mit getarnten Buchstaben aus fremden Schriften (z. B. kyrillisches „о“ in „Gооgle“)',
    });

  const folded = foldWord(all);
  const phrases = SPAM_PHRASES.filter(({ pattern }) => pattern.test(folded));
  // Each kind is a signal of its own: casino talk and a loan offer in one text are two observations.
  for (const kind of phrases)
    signals.push({ weight: kind.weak ? 1 : STRONG, reason: `Typische Spam-Begriffe: ${kind.label}` });

  // A request about appointments, complaints, prescriptions, insurance or therapy, in whatever language, is
  // what the form is for — unless it also sells something.
  const topics =
    phrases.length === 0 && urls.length === 0
      ? PRACTICE_TOPICS.filter(([pattern]) => pattern.test(folded)).map(([, label]) => label)
      : [];
  if (topics.length >= 2) {
    signals.push({
      weight: topics.length >= 3 ? -2.5 : -1.5,
      reason: `Liest sich wie eine Anfrage an die Praxis (${topics.join(', ')})`,
    });
  }

  const domain = input.email.split('@')[1]?.trim().toLowerCase();
  if (domain && DISPOSABLE_DOMAINS.includes(domain)) {
    signals.push({ weight: STRONG, reason: `Wegwerf-E-Mail-Adresse (${domain})` });
  }

  if ((context.repeatedCount ?? 0) >= 2) {
    signals.push({
      weight: STRONG,
      reason: `Derselbe Text kam in 24 Stunden bereits ${context.repeatedCount}-mal`,
    });
  }

  if (looksGenerated(input.email))
    signals.push({ weight: 0.8, reason: 'E-Mail-Adresse wirkt zufällig erzeugt' });

  if (input.name && looksLikeNonsense(input.name)) {
    signals.push({ weight: STRONG, reason: `Name wirkt sinnlos („${input.name.slice(0, 40)}“)` });
  }
  return signals;
}
