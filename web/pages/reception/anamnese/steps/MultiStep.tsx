import { ChoiceGroup } from '../../../../components/ChoiceGroup.tsx';
import type { StepProps } from './stepProps.ts';

/** Several options may be ticked (answer: string[]). */
export function MultiStep({ question, answer, onChange, errors, heading }: StepProps<'multi'>) {
  return (
    <ChoiceGroup
      type="checkbox"
      name={question.id}
      legend={heading}
      hint={question.hint}
      options={question.options}
      columns={2}
      value={Array.isArray(answer) ? answer : []}
      onChange={(value) => onChange(value.length > 0 ? value : undefined)}
      error={errors.choice}
    />
  );
}
