// Rule signals beside the learned model. Each adds log-odds and names what it saw, in German.
import type { SubmissionText } from './extractText.ts';
import { domainOf, URL_PATTERN } from './tokenize.ts';
import { DISPOSABLE_DOMAINS, SPAM_PHRASES, URL_SHORTENERS } from './vocabulary.ts';

export type RuleContext = {
  /** The sender's IP hash is on the blacklist. */
  ipBlacklisted?: boolean;
  /** Other submissions with the same text within 24 hours. */
  repeatedCount?: number;
  /** Milliseconds between opening the form and sending it, when the form reported it. */
  fillMillis?: number;
};

export type Signal = { weight: number; reason: string };

const MIN_HUMAN_FILL_MS = 3000;

function letterShare(text: string, pattern: RegExp): number {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return 0;
  return (text.match(pattern)?.length ?? 0) / letters;
}

/** A name no person has: no vowels, digits, or capitals inside one word ("RobertLix", "xjkqwzt"). */
function looksLikeNonsense(name: string): boolean {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .some(
      (part) =>
        (part.length >= 5 && !/[aeiouyäöüéèáàíóúæøå]/i.test(part)) ||
        /\d/.test(part) ||
        /^[A-Z][a-z]+[A-Z][a-z]+$/.test(part) ||
        /([bcdfghjklmnpqrstvwxz])\1\1/i.test(part) ||
        /[bcdfghjklmnpqrstvwxz]{6,}/i.test(part),
    );
}

export function ruleSignals(input: SubmissionText, context: RuleContext): Signal[] {
  const signals: Signal[] = [];
  const all = `${input.text}\n${input.name}`;
  const urls = input.text.match(URL_PATTERN) ?? [];
  if (urls.length === 1) signals.push({ weight: 0.7, reason: 'Enthält 1 Link' });
  else if (urls.length === 2) signals.push({ weight: 1.6, reason: 'Enthält 2 Links' });
  else if (urls.length > 2) signals.push({ weight: 3, reason: `Enthält ${urls.length} Links` });

  const shorteners = [...new Set(urls.map(domainOf).filter((d) => URL_SHORTENERS.includes(d)))];
  if (shorteners.length)
    signals.push({ weight: 2.5, reason: `Kurz-Link verschleiert das Ziel (${shorteners.join(', ')})` });

  if (context.ipBlacklisted) signals.push({ weight: 5, reason: 'Absender-IP steht auf der Blacklist' });

  if (context.fillMillis !== undefined && context.fillMillis >= 0 && context.fillMillis < MIN_HUMAN_FILL_MS) {
    const seconds = (context.fillMillis / 1000).toLocaleString('de-DE', { maximumFractionDigits: 1 });
    signals.push({
      weight: 3,
      reason: `In ${seconds} Sekunden ausgefüllt – schneller, als ein Mensch tippen kann`,
    });
  }

  const cyrillic = letterShare(all, /[\u0400-\u04ff]/g);
  const cjk = letterShare(all, /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/g);
  if (cyrillic > 0.3)
    signals.push({ weight: 3, reason: 'Überwiegend kyrillische Schrift in einem deutschen Praxisformular' });
  else if (cjk > 0.3)
    signals.push({ weight: 3, reason: 'Überwiegend chinesische, japanische oder koreanische Schrift' });
  else if (cyrillic > 0.02 || cjk > 0.02)
    signals.push({ weight: 1.5, reason: 'Gemischte Schriftsysteme im Text' });

  const phrases = SPAM_PHRASES.filter(([pattern]) => pattern.test(all)).map(([, label]) => label);
  if (phrases.length) {
    signals.push({
      weight: Math.min(3.5, 1.2 * phrases.length),
      reason: `Typische Spam-Begriffe: ${phrases.slice(0, 4).join(', ')}`,
    });
  }

  const domain = input.email.split('@')[1]?.trim().toLowerCase();
  if (domain && DISPOSABLE_DOMAINS.includes(domain)) {
    signals.push({ weight: 2.5, reason: `Wegwerf-E-Mail-Adresse (${domain})` });
  }

  if ((context.repeatedCount ?? 0) >= 2) {
    signals.push({
      weight: Math.min(4, 1 + context.repeatedCount!),
      reason: `Derselbe Text kam in 24 Stunden bereits ${context.repeatedCount}-mal`,
    });
  }

  if (input.name && looksLikeNonsense(input.name)) {
    signals.push({ weight: 1.8, reason: `Name wirkt sinnlos („${input.name.slice(0, 40)}“)` });
  }
  return signals;
}
