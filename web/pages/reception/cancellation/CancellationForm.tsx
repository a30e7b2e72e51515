import { receptionTexts } from '../../../../common/texts/reception.ts';
import { TextArea } from '../../../components/TextArea.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ContactForm } from '../shared/ContactForm.tsx';
import { useContactForm } from '../shared/useContactForm.ts';
import type { ReceptionTenant } from '../shared/useReceptionTenant.ts';

const texts = receptionTexts.cancellation;

interface CancellationFormProps {
  tenant: ReceptionTenant;
  onSent: (submissionId: string) => void;
}

/** Contact details, the appointment's date (required) and an optional reason (spec 002 §5). */
export function CancellationForm({ tenant, onSent }: CancellationFormProps) {
  const form = useContactForm({
    tenant,
    type: 'cancellation',
    extraFields: { appointmentDate: '', reason: '' },
    fallbackError: receptionTexts.submit.cancellationFailed,
    onSuccess: (result) => onSent(result.submissionId),
  });
  return (
    <ContactForm
      form={form.frame}
      submitLabel={texts.submit}
      privacyPolicyUrl={tenant.config.privacyPolicyUrl}
    >
      <TextField
        size="lg"
        label={texts.appointmentDate}
        type="date"
        required
        {...form.field('appointmentDate')}
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
