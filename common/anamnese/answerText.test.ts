import { describe, expect, it } from 'vitest';
import { ANSWER_LABELS, answerLines } from './answerText.ts';
import { QUESTIONNAIRE } from './questionnaire.ts';
import { flaggedFields, redFlags, specialNotes } from './redFlags.ts';

describe('answerLines', () => {
  it('labels all 20 fields in German and says "Nicht angegeben" for what is missing', () => {
    const lines = answerLines({
      bodyParts: ['back', 'knee_left'],
      painLevel: 7,
      painPattern: 'permanent',
      comorbidities: { radio: 'yes', text: ' Diabetes Typ 2 ' },
      medications: { radio: 'no', text: 'wird ignoriert' },
      previousTreatments: { checkboxes: ['mri'], text: 'Osteopathie' },
      expectations: { text: 'Treppen steigen', checkbox: true },
      cancer: 'no',
    });
    expect(lines).toHaveLength(20);
    expect(lines.map((l) => l.id)).toEqual(QUESTIONNAIRE.map((q) => q.id));
    expect(Object.keys(ANSWER_LABELS)).toHaveLength(20);
    const text = Object.fromEntries(lines.map((l) => [l.id, l.text]));
    expect(text).toMatchObject({
      bodyParts: 'Rücken, Knie links',
      painLevel: '7 von 10',
      painPattern: 'Dauerhaft',
      comorbidities: 'Ja: Diabetes Typ 2',
      medications: 'Nein',
      previousTreatments: 'MRT, Osteopathie',
      expectations: 'Treppen steigen',
      cancer: 'Nein',
      nightSweats: 'Nicht angegeben',
      otherSymptoms: 'Nicht angegeben',
    });
    expect(lines.find((l) => l.id === 'nightSweats')?.answered).toBe(false);
  });
});

describe('redFlags', () => {
  it('finds the warning signs of the structured answers', () => {
    const flags = redFlags({
      cancer: 'yes',
      nightSweats: 'yes',
      painLevel: 9,
      problemEvolution: 'schlechter',
      painPattern: 'permanent',
      negativeInfluences: ['night'],
      sensitivityChanged: 'yes',
      strengthChanged: 'yes',
      otherSymptoms: ['incontinence', 'shortness_of_breath', 'vision'],
      bodyParts: ['chest', 'neck'],
      balanceIssues: 'yes',
    });
    expect(flags.map((f) => f.code)).toEqual([
      'cancer_history',
      'night_sweats',
      'severe_worsening_pain',
      'constant_night_pain',
      'neurological_deficit',
      'incontinence',
      'chest_pain_dyspnoea',
      'cervical_vascular',
    ]);
    expect(flags[2]?.text).toBe('Starke Schmerzen (9/10), die sich verschlechtern');
    expect(flaggedFields(flags).has('cancer')).toBe(true);
  });

  it('stays quiet for an ordinary back pain', () => {
    expect(
      redFlags({
        painLevel: 8,
        problemEvolution: 'besser',
        cancer: 'no',
        nightSweats: 'no',
        sensitivityChanged: 'yes',
        strengthChanged: 'no',
        bodyParts: ['back'],
      }),
    ).toEqual([]);
    expect(redFlags({ painLevel: 7, problemEvolution: 'schlechter' })).toEqual([]);
  });
});

describe('specialNotes', () => {
  it('lists the red flags first, then the risk factors that do not repeat one or each other', () => {
    const flags = redFlags({ cancer: 'yes' });
    expect(
      specialNotes(flags, [` ${flags[0]!.text.toUpperCase()} `, 'Bluthochdruck', 'bluthochdruck', '']),
    ).toEqual({
      flags: [flags[0]!.text],
      others: ['Bluthochdruck'],
    });
  });
});
