import { practiceNow } from '../../../../common/intake/practiceClock.ts';
import { TextArea } from '../../../components/TextArea.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ContactForm } from '../shared/ContactForm.tsx';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';
import { useContactForm } from '../shared/useContactForm.ts';
import type { ReceptionTenant } from '../shared/useReceptionTenant.ts';
import { ShortNoticeWarning } from './ShortNoticeWarning.tsx';

interface CancellationFormProps {
  tenant: ReceptionTenant;
  onSent: (submissionId: string) => void;
}

/**
 * Contact details, the appointment's date and time (both required, not in the past; issue 29) and an optional
 * reason (spec 002 §5). A near appointment brings up the practice's terms before sending.
 */
export function CancellationForm({ tenant, onSent }: CancellationFormProps) {
  const t = usePatientTexts();
  const texts = t.reception.cancellation;
  const form = useContactForm({
    tenant,
    type: 'cancellation',
    extraFields: { appointmentDate: '', appointmentTime: '', reason: '' },
    fallbackError: t.reception.submit.cancellationFailed,
    onSuccess: (result) => onSent(result.submissionId),
  });
  return (
    <ContactForm
      form={form.frame}
      submitLabel={texts.submit}
      privacyPolicyUrl={tenant.config.privacyPolicyUrl}
    >
      <div className="grid grid-cols-2 gap-3">
        <TextField
          size="lg"
          label={texts.appointmentDate}
          type="date"
          min={practiceNow().day}
          required
          {...form.field('appointmentDate')}
        />
        <TextField
          size="lg"
          label={texts.appointmentTime}
          type="time"
          required
          {...form.field('appointmentTime')}
        />
      </div>
      <ShortNoticeWarning
        config={tenant.config}
        day={form.values.appointmentDate}
        time={form.values.appointmentTime}
      />
      <TextArea
        size="lg"
        label={texts.reason}
        hint={texts.reasonHint}
        rows={3}
        maxLength={2000}
        {...form.field('reason')}
      />
    </ContactForm>
  );
}
