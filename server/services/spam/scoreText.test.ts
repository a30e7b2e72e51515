import { describe, expect, it } from 'vitest';
import { extractText } from './extractText.ts';
import { seedModelFromCorpus } from './modelStore.ts';
import { emptyModel } from './naiveBayes.ts';
import { MAX_SIGNAL_WEIGHT, type RuleContext, ruleSignals } from './rules.ts';
import { SCORING, SPAM_THRESHOLD, scoreFormData } from './scoreText.ts';
import { SPAM_PHRASES } from './spamPhrases.ts';

// Issue 27: a patient's cancellation, filled by the phone's autofill in 2.4 s, was held as spam on the fill
// time alone. No single signal may make a request spam, and the fill time is weighed against the typed text.
const seed = { global: seedModelFromCorpus() };
/** A learned model that knows nothing: only the rules speak. */
const neutral = { global: emptyModel() };
const FAST = 'schneller, als ein Mensch tippen kann';

const autofilledCancellation = {
  type: 'cancellation',
  name: 'Katrin Vogel',
  phone: '0171 3920099',
  email: 'katrin.vogel@gmx.de',
  appointmentDate: '2026-12-03',
};

// 40 words, as a patient types them; sent 3 s after the form opened.
const fortyWords =
  'Guten Tag, ich habe seit drei Wochen starke Schmerzen im rechten Knie nach einem Sturz beim Joggen. ' +
  'Mein Hausarzt hat mir sechsmal Krankengymnastik verschrieben. Hätten Sie nächste Woche vormittags ' +
  'einen Termin frei? Ich bin bei der AOK versichert. Vielen Dank!';

describe('the fill time', () => {
  it('takes no autofilled cancellation for spam: name, phone, e-mail and date in 2.4 s, no or a short message', () => {
    for (const formData of [
      autofilledCancellation,
      { ...autofilledCancellation, reason: '' },
      { ...autofilledCancellation, reason: 'krank' },
      { ...autofilledCancellation, reason: 'Bin leider krank, melde mich.' },
    ]) {
      const verdict = scoreFormData(formData, seed, { fillMillis: 2400 });
      expect(verdict.isSpam, JSON.stringify(formData)).toBe(false);
      expect(verdict.reasons.join(' '), JSON.stringify(formData)).not.toContain(FAST);
    }
  });

  it('counts a 40-word message in 3 s as fast, which raises the score but alone does not make spam', () => {
    expect(fortyWords.split(/\s+/)).toHaveLength(40);
    const formData = {
      type: 'question',
      name: 'Jonas Berger',
      email: 'jonas.berger@web.de',
      message: fortyWords,
    };
    for (const models of [seed, neutral]) {
      const fast = scoreFormData(formData, models, { fillMillis: 3000 });
      expect(fast.reasons).toContain(`In 3 Sekunden ausgefüllt – ${FAST}`);
      expect(fast.isSpam).toBe(false);
    }
    // The seed model reads a patient's request as such (score 0 either way); with nothing learned the fill
    // time shows in the score.
    const typed = scoreFormData(formData, neutral, { fillMillis: 45_000 });
    expect(typed.reasons.join(' ')).not.toContain(FAST);
    expect(scoreFormData(formData, neutral, { fillMillis: 3000 }).score).toBeGreaterThan(typed.score);
  });
});

/** One request per rule, each meant to trigger that rule and nothing else. */
const ONE_RULE: [rule: string, formData: Record<string, unknown>, context?: RuleContext][] = [
  ['links', { message: 'Befunde: https://a.example/1 https://b.example/2 https://c.example/3' }],
  ['URL shortener', { message: 'Mein Befund: bit.ly/befund' }],
  ['blacklisted address', { message: 'Hallo' }, { ipBlacklisted: true }],
  [
    'fast fill',
    { message: fortyWords.replace(/Termin|AOK|Krankengymnastik|Schmerzen|Knie/g, 'x') },
    { fillMillis: 500 },
  ],
  [
    'capitals',
    {
      message: 'BITTE RUFEN SIE MICH ZURÜCK, ICH WARTE SEIT GESTERN AUF EINE ANTWORT VON IHNEN, DANKE SCHÖN',
    },
  ],
  ['exclamation marks', { message: 'Danke!! Bis morgen!!' }],
  ['money amounts', { message: 'Ich habe 10 €, 20 € und 30 € bezahlt.' }],
  ['disguised letters', { message: 'Hallо, bis Frеitag' }],
  ['disposable address', { email: 'a@mailinator.com', message: 'Hallo' }],
  ['repeated text', { message: 'Hallo' }, { repeatedCount: 5 }],
  ['generated address', { email: 'v33chlf6b@web.de', message: 'Hallo' }],
  ['nonsense name', { name: 'xjkqwzt', message: 'Hallo' }],
];
const PHRASE_EXAMPLES: Record<string, string> = {
  'SEO/Werbung': 'We offer backlinks.',
  Glücksspiel: 'Online casino tonight.',
  'Krypto/Forex': 'Bitcoin.',
  Kreditangebot: 'Kredit ohne Schufa.',
  'Verdienst ohne Arbeit': 'Side hustle.',
  'Adresslisten/Massenversand': 'Attendee list available.',
  'Messenger-Kanal': 'Join our telegram group.',
  'gekaufte Bewertungen/Follower': 'Google Bewertungen kaufen.',
  Pharma: 'Viagra.',
  'Investment-Versprechen': 'Guaranteed returns.',
  'Werbe-Floskeln': 'Act now.',
  'Abmelde-Floskel': 'To be removed, write to us.',
  'Massenmail-Anrede': 'Dear sir, hello.',
  '„Ihre Website gesehen“': 'I visited your website.',
  Phishing: 'Verify your account.',
  Partnersuche: 'Hot singles.',
  Ghostwriting: 'Ghostwriting.',
  'Register-Abzocke': 'Gewerbeauskunft.',
  Gewinnspiel: 'Claim your prize.',
  Verkaufsgespräch: 'Book a quick call.',
  Tastaturgeklimper: 'asdfgh',
  'Domain-Rechnung': 'Domain renewal.',
  'Influencer-Kooperation': 'Influencer.',
  'Webdesign-Angebot': 'Web design at a low price.',
  'Erbschafts-Betrug': 'I write about your next of kin.',
  'Abmahn-Drohung': 'ADA compliance.',
  'Test- oder Platzhaltertext': 'Lorem ipsum.',
};

describe('no single signal makes a request spam', () => {
  it('keeps every rule signal within the most one signal counts, which is less than the offset', () => {
    expect(SCORING.maxSignalWeight).toBe(MAX_SIGNAL_WEIGHT);
    expect(SCORING.maxSignalWeight + SCORING.offset).toBeLessThan(0);
  });

  it('has an example below for every kind of spam phrase', () => {
    expect(Object.keys(PHRASE_EXAMPLES).sort()).toEqual(SPAM_PHRASES.map((kind) => kind.label).sort());
  });

  const cases = [
    ...ONE_RULE,
    ...Object.entries(PHRASE_EXAMPLES).map(([label, message]): (typeof ONE_RULE)[number] => [
      `spam phrase „${label}“`,
      { message },
    ]),
  ];
  it.each(cases)(
    'leaves a request below the threshold that triggers only the rule: %s',
    (_, formData, context = {}) => {
      const request = { name: 'Anna Schmidt', email: 'anna.schmidt@web.de', ...formData };
      const signals = ruleSignals(extractText(request), context).filter((s) => s.weight > 0);
      expect(signals, 'exactly one rule fires').toHaveLength(1);
      const verdict = scoreFormData(request, neutral, context);
      expect(verdict.score).toBeLessThan(SPAM_THRESHOLD);
      expect(verdict.isSpam).toBe(false);
    },
  );

  it('still takes a request for spam when two signals agree, or one and the learned model', () => {
    const twoSignals = { name: 'xjkqwzt', email: 'a@mailinator.com', message: 'Hallo' };
    expect(scoreFormData(twoSignals, neutral).isSpam).toBe(true);
    const seoOffer = {
      name: 'Julia Brandt',
      email: 'julia.brandt.links@gmail.com',
      message:
        'Hallo, ich biete Ihnen dofollow Backlinks auf Gesundheitsblogs mit hoher Domain-Autorität an, 70 € pro Link. Interesse?',
    };
    expect(scoreFormData(seoOffer, seed).isSpam).toBe(true);
  });
});
