import { describe, expect, it } from 'vitest';
import { fieldMessages, formDataSizeProblem, prescriptionTooOld, validateFormData } from './formDataRules.ts';

const question = {
  type: 'question',
  name: 'Jana',
  phone: '030 123456',
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

describe('validateFormData: phone numbers of our reception', () => {
  const withPhone = (phone: string) =>
    validateFormData({ ...question, phone, privacyConsent: true }, 'medical', { consentRequired: true });

  it.each(['030 123456', '+49 (30) 1234-567', '0151/2345678', '٠١٥١ ٢٣٤٥٦٧', '۰۹۱۲ ۳۴۵ ۶۷۸۹'])(
    'accepts %s',
    (phone) => expect(withPhone(phone)).toEqual({}),
  );

  it.each(['abc', '030 12', '030-1234 ext. 5', '0301234567@x'])('refuses %s', (phone) => {
    expect(withPhone(phone)).toEqual({ phone: fieldMessages.phoneInvalid });
  });

  it('leaves a website form’s phone alone', () => {
    expect(validateFormData({ ...question, phone: 'abc' }, 'medical', { source: 'website' })).toEqual({});
  });
});

describe('validateFormData: the cancelled appointment', () => {
  // 10:30 in Berlin on 3 November 2026 (winter time, UTC+1); the server may run in any zone.
  const now = new Date('2026-11-03T09:30:00Z');
  const cancel = (appointmentDate: string, appointmentTime: string) =>
    validateFormData(
      { ...question, type: 'cancellation', appointmentDate, appointmentTime, privacyConsent: true },
      'medical',
      { consentRequired: true, now },
    );

  it('needs a date and a time', () => {
    expect(cancel('', '')).toEqual({
      appointmentDate: fieldMessages.appointmentDate,
      appointmentTime: fieldMessages.appointmentTime,
    });
    expect(cancel('2026-11-04', '')).toEqual({ appointmentTime: fieldMessages.appointmentTime });
  });

  it('accepts later today and any later day, on the practice’s clock', () => {
    expect(cancel('2026-11-03', '10:30')).toEqual({});
    expect(cancel('2026-11-03', '11:00')).toEqual({});
    expect(cancel('2026-11-04', '07:00')).toEqual({});
  });

  it('refuses an earlier time today at the time and an earlier day at the date', () => {
    // 10:29 Berlin is 09:29 UTC: a server reading its own UTC clock would take it for the future.
    expect(cancel('2026-11-03', '10:29')).toEqual({ appointmentTime: fieldMessages.appointmentPast });
    expect(cancel('2026-11-02', '18:00')).toEqual({ appointmentDate: fieldMessages.appointmentPast });
  });

  it('refuses days and times that do not exist', () => {
    expect(cancel('2026-02-30', '10:00')).toEqual({ appointmentDate: fieldMessages.appointmentDateInvalid });
    expect(cancel('03.12.2026', '10:00')).toEqual({ appointmentDate: fieldMessages.appointmentDateInvalid });
    expect(cancel('2026-12-03', '24:00')).toEqual({ appointmentTime: fieldMessages.appointmentTimeInvalid });
  });
});

describe('validateFormData: the manual prescription’s issue date', () => {
  const now = new Date('2026-11-03T23:30:00Z'); // already 4 November in Berlin
  const manual = (prescriptionDate: string, businessType: 'medical' | 'non-medical' = 'medical') =>
    validateFormData(
      {
        ...question,
        type: 'manual_prescription',
        prescriptionDate,
        diagnosis: 'Lumbalgie',
        treatment: 'KG 6x',
        goals: 'Laufen',
        services: 'KG',
        privacyConsent: true,
      },
      businessType,
      { consentRequired: true, now },
    );

  it('is required for medical practices only and may not lie in the future', () => {
    expect(manual('')).toEqual({ prescriptionDate: fieldMessages.prescriptionDate });
    expect(manual('', 'non-medical')).toEqual({});
    expect(manual('2026-11-04')).toEqual({});
    expect(manual('2026-11-05')).toEqual({ prescriptionDate: fieldMessages.prescriptionDateFuture });
    expect(manual('2026-13-01')).toEqual({ prescriptionDate: fieldMessages.appointmentDateInvalid });
  });

  it('is accepted when older than 28 days, but counts as too old to start', () => {
    expect(manual('2026-09-01')).toEqual({});
    expect(prescriptionTooOld('2026-10-07', now)).toBe(false); // 28 days
    expect(prescriptionTooOld('2026-10-06', now)).toBe(true); // 29 days
    expect(prescriptionTooOld('', now)).toBe(false);
  });
});
