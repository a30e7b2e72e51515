import { describe, expect, it } from 'vitest';
import { BAYES_DEFAULTS, bayesLogOdds, emptyModel, train } from './naiveBayes.ts';
import { classBalance } from './seedCorpus.ts';

describe('naive Bayes', () => {
  it('learns which words mean spam and tells which decided', () => {
    const model = emptyModel();
    for (let i = 0; i < 10; i++) train(model, ['backlinks', 'ranking', 'angebot'], 'spam');
    for (let i = 0; i < 10; i++) train(model, ['rücken', 'termin', 'angebot'], 'ham');
    const spam = bayesLogOdds([{ counts: model, weight: 1 }], ['backlinks', 'ranking']);
    const ham = bayesLogOdds([{ counts: model, weight: 1 }], ['termin', 'rücken']);
    // Two words are two thirds of a verdict (fewTokens: 1).
    expect(spam.logOdds).toBeGreaterThan(2);
    expect(spam.spamTokens).toEqual(expect.arrayContaining(['backlinks', 'ranking']));
    expect(ham.logOdds).toBeLessThan(-2);
    expect(bayesLogOdds([{ counts: model, weight: 1 }], ['angebot']).logOdds).toBeCloseTo(0, 5);
    expect(bayesLogOdds([{ counts: model, weight: 1 }], ['unbekannt']).known).toBe(0);
  });

  it('trusts a verdict of a few words less than one of many', () => {
    const model = emptyModel();
    const spamWords = Array.from({ length: 10 }, (_, i) => `spamwort${i}`);
    for (let i = 0; i < 20; i++) train(model, [...spamWords, `ham${i}`], 'spam');
    for (let i = 0; i < 20; i++) train(model, ['termin', `ham${i}`], 'ham');
    const odds = (n: number) => bayesLogOdds([{ counts: model, weight: 1 }], spamWords.slice(0, n)).logOdds;
    expect(odds(1)).toBeLessThan(odds(2));
    expect(odds(2)).toBeLessThan(odds(10));
    // One word alone is half a verdict.
    const unshrunk = bayesLogOdds([{ counts: model, weight: 1 }], spamWords.slice(0, 1), {
      ...BAYES_DEFAULTS,
      fewTokens: 0,
    }).logOdds;
    expect(odds(1)).toBeCloseTo(unshrunk / 2, 5);
  });

  it('un-learns exactly what it learned', () => {
    const model = emptyModel();
    train(model, ['a', 'b'], 'ham');
    const before = JSON.stringify([...model.tokens]);
    train(model, ['a', 'c'], 'spam');
    train(model, ['a', 'c'], 'spam', -1);
    expect(model.spamDocs).toBe(0);
    expect(JSON.stringify([...model.tokens].filter(([, c]) => c.spam + c.ham > 0))).toBe(before);
  });

  it('lets a weighted practice model outvote the global one', () => {
    const global = emptyModel();
    for (let i = 0; i < 50; i++) train(global, ['zahnarzt', 'software'], 'ham');
    for (let i = 0; i < 50; i++) train(global, ['casino'], 'spam');
    const tenant = emptyModel();
    for (let i = 0; i < 5; i++) train(tenant, ['zahnarzt', 'software'], 'spam');
    const alone = bayesLogOdds([{ counts: global, weight: 1 }], ['zahnarzt', 'software']);
    const combined = bayesLogOdds(
      [
        { counts: global, weight: 1 },
        { counts: tenant, weight: 20 },
      ],
      ['zahnarzt', 'software'],
    );
    expect(alone.logOdds).toBeLessThan(0);
    expect(combined.logOdds).toBeGreaterThan(alone.logOdds);
  });

  it('keeps unknown words neutral and lets a word seen once barely count', () => {
    const model = emptyModel();
    for (let i = 0; i < 50; i++) train(model, ['termin'], 'ham');
    for (let i = 0; i < 50; i++) train(model, ['casino'], 'spam');
    train(model, ['einmalig'], 'spam');
    const unknown = bayesLogOdds([{ counts: model, weight: 1 }], ['здравствуйте', '预约', 'merhaba']);
    expect(unknown).toMatchObject({ logOdds: 0, known: 0 });
    const once = bayesLogOdds([{ counts: model, weight: 1 }], ['einmalig']).logOdds;
    const often = bayesLogOdds([{ counts: model, weight: 1 }], ['casino']).logOdds;
    expect(once).toBeGreaterThan(0);
    expect(once).toBeLessThan(often / 2);
  });

  it('does not let the length of a text decide: many mild words are not one strong one', () => {
    const model = emptyModel();
    const mild = Array.from({ length: 60 }, (_, i) => `wort${i}`);
    // Each mild word is in 6 of 10 spam and 4 of 10 ham examples.
    for (let i = 0; i < 10; i++) train(model, i < 6 ? mild : [], 'spam');
    for (let i = 0; i < 10; i++) train(model, i < 4 ? mild : [], 'ham');
    const longText = bayesLogOdds([{ counts: model, weight: 1 }], mild).logOdds;
    expect(Math.abs(longText)).toBeLessThan(2);
  });
});

describe('class balance of the seed corpus', () => {
  it('gives every language the corpus-wide share of spam, whatever its own mix', () => {
    const example = (language: string, label: 'spam' | 'ham', message = 'kurz') => ({
      language,
      label,
      formType: 'contact',
      formData: { message },
    });
    // German: 1 spam, 3 ham; English: 3 spam, 1 ham. Corpus-wide spam share: 4 of 8 = 0.5.
    const corpus = [
      example('de', 'spam'),
      ...[1, 2, 3].map(() => example('de', 'ham')),
      ...[1, 2, 3].map(() => example('en', 'spam')),
      example('en', 'ham'),
    ];
    const weight = classBalance(corpus);
    const share = (language: string) => {
      const spam = corpus
        .filter((e) => e.language === language && e.label === 'spam')
        .reduce((s, e) => s + weight(e), 0);
      const all = corpus.filter((e) => e.language === language).reduce((s, e) => s + weight(e), 0);
      return spam / all;
    };
    expect(share('de')).toBeCloseTo(0.5);
    expect(share('en')).toBeCloseTo(0.5);
    // Short messages and long letters of one language are balanced apart.
    const long = 'x'.repeat(600);
    const mixed = [
      example('en', 'spam', long),
      example('en', 'spam', long),
      example('en', 'ham'),
      example('en', 'ham'),
    ];
    const w = classBalance(mixed);
    expect(w(mixed[0]!)).toBe(1);
    expect(w(mixed[2]!)).toBe(1);
  });
});
