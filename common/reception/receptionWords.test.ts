import { describe, expect, it } from 'vitest';
import { receptionWords } from '../receptionWords.ts';
import { receptionConfigSchema } from '../tenantConfig.ts';
import { receptionTexts } from '../texts/reception.ts';

const config = (fields: Record<string, unknown>) => receptionConfigSchema.parse(fields);

describe('receptionWords', () => {
  it("takes each word from the practice's own field", () => {
    expect(
      receptionWords(
        config({
          companyName: 'Physio Mitte',
          fullCompanyName: 'Physio Mitte GmbH',
          companyType: 'Praxis',
          practiceType: 'Physiotherapiepraxis',
          providerType: 'Physiotherapeut:innen',
          treatmentType: 'Therapie',
          appointmentType: 'Behandlungstermin',
        }),
      ),
    ).toEqual({
      fullName: 'Physio Mitte GmbH',
      company: 'Praxis',
      practice: 'Physiotherapiepraxis',
      providers: 'Physiotherapeut:innen',
      treatment: 'Therapie',
      appointment: 'Behandlungstermin',
    });
  });

  it('fills missing words by business type', () => {
    expect(receptionWords(config({ companyName: 'Physio Mitte' }))).toEqual({
      fullName: 'Physio Mitte',
      company: 'Praxis',
      practice: 'Praxis',
      providers: 'Therapeut:innen',
      treatment: 'Behandlung',
      appointment: 'Termin',
    });
    expect(receptionWords(config({ businessType: 'non-medical', companyType: 'Studio Nord' }))).toMatchObject(
      {
        fullName: 'Ihre Praxis',
        company: 'Studio Nord',
        practice: 'Studio Nord',
        providers: 'Trainer:innen',
        treatment: 'Training',
      },
    );
  });
});

describe('the cancellation notice', () => {
  it('says the no-show fee is charged, without an amount (spec 002 §2, §9)', () => {
    const notice = receptionTexts.cancellation.notice(24);
    expect(notice).toContain('24 Stunden');
    expect(notice).toContain('Andernfalls wird eine Ausfallgebühr berechnet.');
    expect(notice).not.toMatch(/kann|könnte|€|\d+,\d{2}/);
  });

  it('names the practice’s own notice period, one hour in the singular', () => {
    expect(receptionTexts.cancellation.notice(48)).toContain('mindestens 48 Stunden vor');
    expect(receptionTexts.cancellation.notice(1)).toContain('mindestens 1 Stunde vor');
    expect(receptionTexts.cancellation.shortNoticeTitle(1)).toBe(
      'Ihr Termin beginnt in weniger als 1 Stunde.',
    );
  });
});
