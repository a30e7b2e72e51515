import { describe, expect, it } from 'vitest';
import { bayesLogOdds, emptyModel, train } from './naiveBayes.ts';

describe('naive Bayes', () => {
  it('learns which words mean spam and tells which decided', () => {
    const model = emptyModel();
    for (let i = 0; i < 10; i++) train(model, ['backlinks', 'ranking', 'angebot'], 'spam');
    for (let i = 0; i < 10; i++) train(model, ['rücken', 'termin', 'angebot'], 'ham');
    const spam = bayesLogOdds([{ counts: model, weight: 1 }], ['backlinks', 'ranking']);
    const ham = bayesLogOdds([{ counts: model, weight: 1 }], ['termin', 'rücken']);
    expect(spam.logOdds).toBeGreaterThan(3);
    expect(spam.spamTokens).toEqual(expect.arrayContaining(['backlinks', 'ranking']));
    expect(ham.logOdds).toBeLessThan(-3);
    expect(bayesLogOdds([{ counts: model, weight: 1 }], ['angebot']).logOdds).toBeCloseTo(0, 5);
    expect(bayesLogOdds([{ counts: model, weight: 1 }], ['unbekannt']).known).toBe(0);
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
});
