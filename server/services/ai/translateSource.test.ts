// Which of a request's texts are sent for translation: the patient's free text, under any spelling a website
// uses, and the anamnese's text answers; never names, contact data, codes or empty fields.
import { describe, expect, it } from 'vitest';
import { flaggedAnswers } from '../../test/fakeOpenAi.ts';
import { translatableTexts } from './translateSource.ts';

describe('translatableTexts', () => {
  it('takes the free-text fields of our reception and of website forms, nothing else', () => {
    const formData = {
      type: 'manual_prescription',
      name: 'Oksana Petrenko',
      email: 'oksana@beispiel.test',
      phone: '0151 2345678',
      privacyConsent: true,
      diagnosis: 'Біль у спині',
      treatment: 'Масаж',
      doctor: 'Др. Іванов',
      goals: '   ',
      Nachricht: 'Письмо с сайта',
      content: 42,
      Grund: 'Термін',
      city: 'Київ',
    };
    expect(translatableTexts(formData, null)).toEqual({
      'form.diagnosis': 'Біль у спині',
      'form.treatment': 'Масаж',
      'form.doctor': 'Др. Іванов',
      'form.Nachricht': 'Письмо с сайта',
      'form.Grund': 'Термін',
    });
  });

  it('takes the anamnese’s text answers, not the answers chosen from lists', () => {
    const answers = { ...flaggedAnswers, previousTreatments: { checkboxes: ['mri'], text: '' } };
    expect(translatableTexts({}, answers)).toEqual({
      'anamnese.comorbidities': flaggedAnswers.comorbidities.text,
      'anamnese.medications': flaggedAnswers.medications.text,
      'anamnese.expectations': flaggedAnswers.expectations.text,
    });
  });
});
