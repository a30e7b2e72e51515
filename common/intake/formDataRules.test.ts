import { describe, expect, it } from 'vitest';
import { fieldMessages, formDataSizeProblem, validateFormData } from './formDataRules.ts';

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

describe('formDataSizeProblem', () => {
  it('counts fields, measures each one and refuses nesting deeper than any form, however deep it goes', () => {
    expect(
      formDataSizeProblem({ name: 'Anna', answers: { pain: { radio: 'ja', text: 'Rücken' } } }),
    ).toBeNull();
    const tooMany = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, 'x']));
    expect(formDataSizeProblem(tooMany)).toBe('Das Formular hat mehr als 100 Felder.');
    expect(formDataSizeProblem({ nachricht: 'x'.repeat(10_001) })).toBe(
      'Das Feld „nachricht“ ist länger als 10.000 Zeichen.',
    );
    let deep: Record<string, unknown> = { a: 1 };
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(formDataSizeProblem(deep)).toBe('Das Formular ist tiefer als 10 Ebenen verschachtelt.');
  });
});

describe('validateFormData: websites and our reception', () => {
  const website = { source: 'website' } as const;
  const german = {
    type: 'prescription',
    Vorname: 'Eva',
    Nachname: 'Öztürk',
    Telefon: '030 1',
    'E-Mail': 'eva@x.de',
  };

  it.each([
    ['German spellings', german],
    ['English spellings', { type: 'prescription', first_name: 'Eva', last_name: 'Ö', email: 'eva@x.de' }],
    ['a full name', { type: 'question', fullName: 'Eva Öztürk', message: 'Hallo' }],
    ['one name part', { type: 'cancellation', Nachname: 'Öztürk' }],
    ['no name for a website type', { type: 'kontakt', Nachricht: 'Rückruf bitte' }],
  ])('accepts a website post with %s', (_case, formData) => {
    expect(validateFormData(formData, 'medical', website)).toEqual({});
  });

  it('asks a website for a name on reception types, a real e-mail address and content', () => {
    expect(validateFormData({ type: 'prescription', Telefon: '030 1' }, 'medical', website)).toEqual({
      name: fieldMessages.name,
    });
    expect(validateFormData({ ...german, 'E-Mail': 'kein-at' }, 'medical', website)).toEqual({
      email: fieldMessages.emailInvalid,
    });
    expect(validateFormData({ type: 'prescription', Vorname: '  ' }, 'medical', website)).toEqual({
      form: fieldMessages.empty,
    });
    expect(validateFormData({ ...german, privacyConsent: 'nein' }, 'medical', website)).toEqual({
      privacyConsent: fieldMessages.privacyConsent,
    });
  });

  it('keeps our reception strict about its own field names', () => {
    expect(Object.keys(validateFormData(german, 'medical', { consentRequired: true }))).toEqual([
      'name',
      'phone',
      'email',
      'privacyConsent',
    ]);
    expect(validateFormData({ ...german, privacyConsent: true }, 'medical', { source: 'reception' })).toEqual(
      {
        name: fieldMessages.name,
        phone: fieldMessages.phone,
        email: fieldMessages.email,
      },
    );
  });
});
