import { ChoiceGroup } from '../../../../components/ChoiceGroup.tsx';
import type { StepProps } from './stepProps.ts';

/** Exactly one option (answer: the option's value). */
export function SingleStep({ question, answer, onChange, errors, heading }: StepProps<'single'>) {
  return (
    <ChoiceGroup
      type="radio"
      name={question.id}
      legend={heading}
      hint={question.hint}
      options={question.options}
      value={typeof answer === 'string' ? answer : undefined}
      onChange={onChange}
      error={errors.choice}
    />
  );
}
