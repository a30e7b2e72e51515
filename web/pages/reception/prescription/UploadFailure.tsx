import type { UploadErrorReaction } from '../../../../common/reception/uploadErrorMessage.ts';
import type { ReceptionConfig } from '../../../../common/tenantConfig.ts';
import { receptionTexts } from '../../../../common/texts/reception.ts';
import { Button } from '../../../components/Button.tsx';
import { FormErrorAlert } from '../shared/FormErrorAlert.tsx';
import { PracticeContact } from '../shared/PracticeContact.tsx';

interface UploadFailureProps {
  reaction: UploadErrorReaction;
  attempt: number;
  config: ReceptionConfig;
  /** Offered while the request itself is saved: the patient brings the prescription along instead. */
  onContinueWithoutFile?: () => void;
}

const texts = receptionTexts.upload;

/** A failed prescription upload: what happened, the tips (spec 002 §8), and the ways on. */
export function UploadFailure({ reaction, attempt, config, onContinueWithoutFile }: UploadFailureProps) {
  return (
    <FormErrorAlert
      title={receptionTexts.prescription.uploadErrorTitle}
      message={reaction.message}
      attempt={attempt}
    >
      {reaction.showContact && <PracticeContact config={config} />}
      <div>
        <p className="font-semibold">{texts.tipsHeading}</p>
        <ul className="list-disc pl-5">
          {texts.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
      {onContinueWithoutFile && (
        <>
          <p>{receptionTexts.prescription.requestSaved}</p>
          <Button variant="secondary" size="lg" onClick={onContinueWithoutFile} className="self-start">
            {receptionTexts.prescription.continueWithoutFile}
          </Button>
        </>
      )}
    </FormErrorAlert>
  );
}
