import { MAX_FIELD_CHARS } from '../../../../../common/intake/limits.ts';
import { ChoiceGroup } from '../../../../components/ChoiceGroup.tsx';
import { TextArea } from '../../../../components/TextArea.tsx';
import { usePatientTexts } from '../../shared/PatientLanguage.tsx';
import type { YesNo } from '../answers.ts';
import { yesNoOptions } from '../questionTexts.ts';
import type { StepProps } from './stepProps.ts';

/** Ja or Nein plus optional details (answer: { radio, text }). */
export function YesNoTextStep({ question, answer, onChange, errors, heading }: StepProps<'yesnoText'>) {
  const options = yesNoOptions(usePatientTexts().questionnaire);
  const current =
    typeof answer === 'object' && !Array.isArray(answer) && 'radio' in answer
      ? answer
      : { radio: undefined, text: '' };

  return (
    <div className="flex flex-col gap-5">
      <ChoiceGroup
        type="radio"
        name={question.id}
        legend={heading}
        hint={question.hint}
        options={options}
        columns={2}
        value={current.radio}
        onChange={(radio) => onChange({ ...current, radio: radio as YesNo })}
        error={errors.choice}
      />
      <TextArea
        size="lg"
        label={question.textLabel}
        name={`${question.id}Details`}
        rows={3}
        maxLength={MAX_FIELD_CHARS}
        value={current.text}
        onChange={(event) => onChange({ ...current, text: event.target.value })}
      />
    </div>
  );
}
