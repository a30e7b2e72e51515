import { describe, expect, it } from 'vitest';
import { extractText } from './extractText.ts';
import { ruleSignals } from './rules.ts';

const reasons = (formData: Record<string, unknown>, context = {}) =>
  ruleSignals(extractText(formData), context).map((s) => s.reason);

describe('rule signals', () => {
  it('finds nothing in a patient request', () => {
    expect(
      reasons({
        name: 'Sabine Krüger',
        email: 'sabine.krueger@gmx.de',
        message:
          'Guten Tag, ich habe seit drei Wochen Rückenschmerzen und ein Rezept über 6x KG. Wann hätten Sie Zeit?',
      }),
    ).toEqual([]);
  });

  it('counts links and names URL shorteners', () => {
    expect(reasons({ message: 'Siehe https://praxis.example/befund' })).toEqual(['Enthält 1 Link']);
    const many = reasons({ message: 'Top offer https://a.example/x https://b.example/y bit.ly/abc' });
    expect(many).toContain('Enthält 3 Links');
    expect(many).toContain('Kurz-Link verschleiert das Ziel (bit.ly)');
  });

  it('names blacklisted senders, robots and repeated texts', () => {
    const all = reasons({ message: 'Hallo' }, { ipBlacklisted: true, fillMillis: 1200, repeatedCount: 3 });
    expect(all).toContain('Absender-IP steht auf der Blacklist');
    expect(all).toContain('In 1,2 Sekunden ausgefüllt – schneller, als ein Mensch tippen kann');
    expect(all).toContain('Derselbe Text kam in 24 Stunden bereits 3-mal');
    expect(reasons({ message: 'Hallo' }, { fillMillis: 45_000, repeatedCount: 1 })).toEqual([]);
  });

  it('sees foreign scripts, spam vocabulary, disposable domains and nonsense names', () => {
    expect(reasons({ message: 'Здравствуйте! Продвижение сайтов недорого.' })).toContain(
      'Überwiegend kyrillische Schrift in einem deutschen Praxisformular',
    );
    expect(reasons({ message: '您好，我们提供网站优化服务' })).toContain(
      'Überwiegend chinesische, japanische oder koreanische Schrift',
    );
    expect(
      reasons({
        message: 'I noticed your website is not on the first page of Google. Our SEO and backlinks…',
      }),
    ).toContain('Typische Spam-Begriffe: SEO, Backlinks, Google-Ranking, „I noticed your website“');
    expect(reasons({ email: 'x@mailinator.com', message: 'hi' })).toContain(
      'Wegwerf-E-Mail-Adresse (mailinator.com)',
    );
    expect(reasons({ name: 'RobertLix', message: 'hi' })).toContain('Name wirkt sinnlos („RobertLix“)');
    expect(reasons({ name: 'xjkqwzt', message: 'hi' })).toContain('Name wirkt sinnlos („xjkqwzt“)');
    expect(reasons({ name: 'Ümit Yılmaz', message: 'hi' })).toEqual([]);
    expect(reasons({ name: 'Krzysztof Szczepański', message: 'hi' })).toEqual([]);
  });
});
