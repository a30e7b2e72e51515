import { ScaleInput } from '../../../../components/ScaleInput.tsx';
import type { StepProps } from './stepProps.ts';

/** A number on the question's scale, e.g. pain 1–10 (answer: integer). */
export function ScaleStep({ question, answer, onChange, errors, heading }: StepProps<'scale'>) {
  return (
    <ScaleInput
      name={question.id}
      legend={heading}
      min={question.min}
      max={question.max}
      minLabel={question.minLabel}
      maxLabel={question.maxLabel}
      value={typeof answer === 'number' ? answer : undefined}
      onChange={onChange}
      error={errors.choice}
    />
  );
}
