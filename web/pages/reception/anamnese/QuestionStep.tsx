import type { Ref } from 'react';
import type { Question } from '../../../../common/anamnese/questionnaire.ts';
import type { PatientCatalogue } from '../../../../common/texts/patient/catalogue.ts';
import { Alert } from '../../../components/Alert.tsx';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';
import type { DraftAnswer, StepErrors } from './answers.ts';
import { questionInLanguage } from './questionTexts.ts';
import { CheckboxesTextStep } from './steps/CheckboxesTextStep.tsx';
import { MultiStep } from './steps/MultiStep.tsx';
import { ScaleStep } from './steps/ScaleStep.tsx';
import { SingleStep } from './steps/SingleStep.tsx';
import { StepHeading } from './steps/StepHeading.tsx';
import type { StepMessages } from './steps/stepProps.ts';
import { TextConsentStep } from './steps/TextConsentStep.tsx';
import { YesNoStep } from './steps/YesNoStep.tsx';
import { YesNoTextStep } from './steps/YesNoTextStep.tsx';

interface QuestionStepProps {
  question: Question;
  answer: DraftAnswer | undefined;
  onChange: (answer: DraftAnswer | undefined) => void;
  errors: StepErrors;
  headingRef: Ref<HTMLHeadingElement>;
  privacyPolicyUrl: string;
}

/** Worded when shown, so a message already on screen follows a change of language. */
const stepMessages = (errors: StepErrors, texts: PatientCatalogue['anamnese']): StepMessages => ({
  choice: errors.choice ? texts.choiceRequired : undefined,
  text: errors.text ? texts.expectationsRequired : undefined,
  consent: errors.consent ? texts.consentRequired : undefined,
});

/** Renders one question from the definition by its type, in the patient's language. */
export function QuestionStep({
  question: defined,
  headingRef,
  privacyPolicyUrl,
  errors,
  ...rest
}: QuestionStepProps) {
  const t = usePatientTexts();
  const question = questionInLanguage(defined, t.questionnaire);
  const step = { ...rest, errors: stepMessages(errors, t.anamnese) };
  const heading = <StepHeading title={question.title} headingRef={headingRef} />;
  switch (question.type) {
    case 'multi':
      return <MultiStep question={question} heading={heading} {...step} />;
    case 'scale':
      return <ScaleStep question={question} heading={heading} {...step} />;
    case 'single':
      return <SingleStep question={question} heading={heading} {...step} />;
    case 'yesno':
      return <YesNoStep question={question} heading={heading} {...step} />;
    case 'yesnoText':
      return <YesNoTextStep question={question} heading={heading} {...step} />;
    case 'checkboxesText':
      return <CheckboxesTextStep question={question} heading={heading} {...step} />;
    case 'textConsent':
      return (
        <TextConsentStep
          question={question}
          heading={heading}
          privacyPolicyUrl={privacyPolicyUrl}
          {...step}
        />
      );
    default:
      return (
        <UnknownQuestion
          title={(question as { title?: unknown }).title}
          headingRef={headingRef}
          message={t.anamnese.unknownType}
        />
      );
  }
}

function UnknownQuestion({
  title,
  headingRef,
  message,
}: {
  title: unknown;
  headingRef: Ref<HTMLHeadingElement>;
  message: string;
}) {
  return (
    <div className="flex flex-col gap-4">
      {typeof title === 'string' && <StepHeading title={title} headingRef={headingRef} />}
      <Alert>{message}</Alert>
    </div>
  );
}
