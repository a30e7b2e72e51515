import { TriangleAlert } from 'lucide-react';
import { PRESCRIPTION_START_DAYS, prescriptionTooOld } from '../../../../common/intake/formDataRules.ts';
import { practiceNow } from '../../../../common/intake/practiceClock.ts';
import { TextField } from '../../../components/TextField.tsx';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';

interface PrescriptionDateFieldProps {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
  disabled: boolean;
}

/**
 * The day the prescription was issued (required, not in the future). Older than 28 days, a warning under the
 * field says treatment must normally have started by then; the request is still sent (issue 29). The warning
 * is a live region, not the field's error: the field stays valid.
 */
export function PrescriptionDateField(props: PrescriptionDateFieldProps) {
  const texts = usePatientTexts().reception.manual;
  const tooOld = !props.error && prescriptionTooOld(props.value);
  return (
    <div className="flex flex-col gap-2">
      <TextField
        size="lg"
        label={texts.prescriptionDate}
        hint={texts.prescriptionDateHint}
        type="date"
        max={practiceNow().day}
        required
        {...props}
      />
      <div role="status" className="empty:hidden">
        {tooOld && (
          <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {texts.prescriptionDateOld(PRESCRIPTION_START_DAYS)}
          </p>
        )}
      </div>
    </div>
  );
}
