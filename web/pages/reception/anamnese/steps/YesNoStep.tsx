import { YES_NO } from '../../../../../common/anamnese/questionnaire.ts';
import { ChoiceGroup } from '../../../../components/ChoiceGroup.tsx';
import type { StepProps } from './stepProps.ts';

/** Ja or Nein (answer: 'yes' | 'no'). */
export function YesNoStep({ question, answer, onChange, errors, heading }: StepProps<'yesno'>) {
  return (
    <ChoiceGroup
      type="radio"
      name={question.id}
      legend={heading}
      hint={question.hint}
      options={YES_NO}
      columns={2}
      value={typeof answer === 'string' ? answer : undefined}
      onChange={onChange}
      error={errors.choice}
    />
  );
}
