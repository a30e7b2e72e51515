import { describe, expect, it } from 'vitest';
import { fieldMessages, validateFormData } from './formDataRules.ts';

const question = {
  type: 'question',
  name: 'Jana',
  phone: '030 1',
  email: 'jana@beispiel.test',
  message: 'Hallo',
};

describe('validateFormData: privacy consent', () => {
  it('our own forms need the consent given', () => {
    const required = { consentRequired: true };
    expect(validateFormData(question, 'medical', required).privacyConsent).toBe(fieldMessages.privacyConsent);
    expect(validateFormData({ ...question, privacyConsent: true }, 'medical', required)).toEqual({});
    expect(validateFormData({ ...question, privacyConsent: 'on' }, 'medical', required)).toEqual({});
  });

  it('a website may leave it out, but a refusal it sends stands', () => {
    expect(validateFormData(question)).toEqual({});
    expect(validateFormData({ ...question, privacyConsent: false }).privacyConsent).toBe(
      fieldMessages.privacyConsent,
    );
    expect(validateFormData({ ...question, privacyConsent: 'false' }).privacyConsent).toBe(
      fieldMessages.privacyConsent,
    );
  });
});
