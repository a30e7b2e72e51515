import type { Ref } from 'react';
import type { Question } from '../../../../common/anamnese/questionnaire.ts';
import { anamneseTexts } from '../../../../common/texts/anamnese.ts';
import { Alert } from '../../../components/Alert.tsx';
import type { DraftAnswer, StepErrors } from './answers.ts';
import { CheckboxesTextStep } from './steps/CheckboxesTextStep.tsx';
import { MultiStep } from './steps/MultiStep.tsx';
import { ScaleStep } from './steps/ScaleStep.tsx';
import { SingleStep } from './steps/SingleStep.tsx';
import { StepHeading } from './steps/StepHeading.tsx';
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

/** Renders one question from the definition by its type. */
export function QuestionStep({ question, headingRef, privacyPolicyUrl, ...rest }: QuestionStepProps) {
  const heading = <StepHeading title={question.title} headingRef={headingRef} />;
  switch (question.type) {
    case 'multi':
      return <MultiStep question={question} heading={heading} {...rest} />;
    case 'scale':
      return <ScaleStep question={question} heading={heading} {...rest} />;
    case 'single':
      return <SingleStep question={question} heading={heading} {...rest} />;
    case 'yesno':
      return <YesNoStep question={question} heading={heading} {...rest} />;
    case 'yesnoText':
      return <YesNoTextStep question={question} heading={heading} {...rest} />;
    case 'checkboxesText':
      return <CheckboxesTextStep question={question} heading={heading} {...rest} />;
    case 'textConsent':
      return (
        <TextConsentStep
          question={question}
          heading={heading}
          privacyPolicyUrl={privacyPolicyUrl}
          {...rest}
        />
      );
    default:
      return <UnknownQuestion title={(question as { title?: unknown }).title} headingRef={headingRef} />;
  }
}

function UnknownQuestion({ title, headingRef }: { title: unknown; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <div className="flex flex-col gap-4">
      {typeof title === 'string' && <StepHeading title={title} headingRef={headingRef} />}
      <Alert>{anamneseTexts.unknownType}</Alert>
    </div>
  );
}
