import { ChoiceGroup } from '../../../../components/ChoiceGroup.tsx';
import { usePatientTexts } from '../../shared/PatientLanguage.tsx';
import { yesNoOptions } from '../questionTexts.ts';
import type { StepProps } from './stepProps.ts';

/** Ja or Nein (answer: 'yes' | 'no'). */
export function YesNoStep({ question, answer, onChange, errors, heading }: StepProps<'yesno'>) {
  const options = yesNoOptions(usePatientTexts().questionnaire);
  return (
    <ChoiceGroup
      type="radio"
      name={question.id}
      legend={heading}
      hint={question.hint}
      options={options}
      columns={2}
      value={typeof answer === 'string' ? answer : undefined}
      onChange={onChange}
      error={errors.choice}
    />
  );
}
