import type { UploadErrorReaction } from '../../../../common/reception/uploadErrorMessage.ts';
import type { ReceptionConfig } from '../../../../common/tenantConfig.ts';
import { Button } from '../../../components/Button.tsx';
import { FormErrorAlert } from '../shared/FormErrorAlert.tsx';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';
import { PracticeContact } from '../shared/PracticeContact.tsx';

interface UploadFailureProps {
  reaction: UploadErrorReaction;
  attempt: number;
  config: ReceptionConfig;
  /** Offered while the request itself is saved: the patient brings the prescription along instead. */
  onContinueWithoutFile?: () => void;
}

/** A failed prescription upload: what happened, the tips (spec 002 §8), and the ways on. */
export function UploadFailure({ reaction, attempt, config, onContinueWithoutFile }: UploadFailureProps) {
  const { upload: texts, prescription } = usePatientTexts().reception;
  return (
    <FormErrorAlert title={prescription.uploadErrorTitle} message={reaction.message} attempt={attempt}>
      {reaction.showContact && <PracticeContact config={config} />}
      <div>
        <p className="font-semibold">{texts.tipsHeading}</p>
        <ul className="list-disc ps-5">
          {texts.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
      {onContinueWithoutFile && (
        <>
          <p>{prescription.requestSaved}</p>
          <Button variant="secondary" size="lg" onClick={onContinueWithoutFile} className="self-start">
            {prescription.continueWithoutFile}
          </Button>
        </>
      )}
    </FormErrorAlert>
  );
}
