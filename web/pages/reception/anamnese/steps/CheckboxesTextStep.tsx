import { MAX_FIELD_CHARS } from '../../../../../common/intake/limits.ts';
import { ChoiceGroup } from '../../../../components/ChoiceGroup.tsx';
import { TextArea } from '../../../../components/TextArea.tsx';
import type { StepProps } from './stepProps.ts';

/** Several options plus free text for anything else (answer: { checkboxes, text }). */
export function CheckboxesTextStep({
  question,
  answer,
  onChange,
  errors,
  heading,
}: StepProps<'checkboxesText'>) {
  const current =
    typeof answer === 'object' && !Array.isArray(answer) && 'checkboxes' in answer
      ? answer
      : { checkboxes: [], text: '' };

  return (
    <div className="flex flex-col gap-5">
      <ChoiceGroup
        type="checkbox"
        name={question.id}
        legend={heading}
        hint={question.hint}
        options={question.options}
        columns={2}
        value={current.checkboxes}
        onChange={(checkboxes) => onChange({ ...current, checkboxes })}
        error={errors.choice}
      />
      <TextArea
        size="lg"
        label={question.textLabel}
        name={`${question.id}Other`}
        rows={3}
        maxLength={MAX_FIELD_CHARS}
        value={current.text}
        onChange={(event) => onChange({ ...current, text: event.target.value })}
      />
    </div>
  );
}
