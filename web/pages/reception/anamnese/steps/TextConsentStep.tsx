import { MAX_FIELD_CHARS } from '../../../../../common/intake/limits.ts';
import { Checkbox } from '../../../../components/Checkbox.tsx';
import { TextArea } from '../../../../components/TextArea.tsx';
import { usePatientTexts } from '../../shared/PatientLanguage.tsx';
import { hasPrivacyPolicy, PrivacyPolicyLink } from '../../shared/PrivacyConsent.tsx';
import type { StepProps } from './stepProps.ts';

interface TextConsentStepProps extends StepProps<'textConsent'> {
  /** The practice's privacy policy, linked from the consent label (config.privacyPolicyUrl). */
  privacyPolicyUrl: string;
}

/** Free text plus a required consent (answer: { text, checkbox }); both are needed to go on (spec 002 §5). */
export function TextConsentStep({
  question,
  answer,
  onChange,
  errors,
  heading,
  privacyPolicyUrl,
}: TextConsentStepProps) {
  const texts = usePatientTexts().anamnese;
  const current =
    typeof answer === 'object' && !Array.isArray(answer) && 'checkbox' in answer
      ? answer
      : { text: '', checkbox: false };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        {heading}
        {question.hint && <p className="text-sm text-slate-600">{question.hint}</p>}
      </div>
      <TextArea
        size="lg"
        label={question.textLabel}
        name={`${question.id}Text`}
        rows={5}
        required
        maxLength={MAX_FIELD_CHARS}
        value={current.text}
        onChange={(event) => onChange({ ...current, text: event.target.value })}
        error={errors.text}
      />
      <Checkbox
        size="lg"
        name={`${question.id}Check`}
        required
        checked={current.checkbox}
        onChange={(event) => onChange({ ...current, checkbox: event.target.checked })}
        error={errors.consent}
        label={
          <>
            {question.consentLabel}
            {hasPrivacyPolicy(privacyPolicyUrl) && (
              <>
                {' '}
                {texts.privacyIntro}{' '}
                <PrivacyPolicyLink url={privacyPolicyUrl}>{texts.privacyLink}</PrivacyPolicyLink>.
              </>
            )}
          </>
        }
      />
    </div>
  );
}
