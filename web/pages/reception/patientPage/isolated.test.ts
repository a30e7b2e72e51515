import { describe, expect, it } from 'vitest';
import { patientPageTexts } from '../../../../common/texts/patientPage.ts';
import { textAround } from './isolated.tsx';

describe('textAround', () => {
  it("finds the value's place in a catalogue text", () => {
    expect(textAround(patientPageTexts.documents.signedOn)).toEqual(['Unterschrieben am ', '']);
    expect(textAround(patientPageTexts.tasks.signature)).toEqual(['„', '“ lesen und unterschreiben']);
    expect(textAround(patientPageTexts.messages.fromPractice)).toEqual(['', '']);
  });

  it('none when the text leaves the value out or names it twice', () => {
    expect(textAround(() => 'ohne Wert')).toBeNull();
    expect(textAround((v) => `${v} und ${v}`)).toBeNull();
  });
});
