import { TextArea } from '../../../components/TextArea.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ContactForm } from '../shared/ContactForm.tsx';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';
import type { SubmitFormResult } from '../shared/submitForm.ts';
import { useContactForm } from '../shared/useContactForm.ts';
import { useGoToSubmissionSuccess } from '../shared/useGoToSubmissionSuccess.ts';
import type { ReceptionTenant } from '../shared/useReceptionTenant.ts';
import { PrescriptionDateField } from './PrescriptionDateField.tsx';

const useManualSuccess = () => {
  const goToSuccess = useGoToSubmissionSuccess('manual');
  return ({ submissionId }: SubmitFormResult) => goToSuccess(submissionId);
};

/**
 * Medical practices: the prescription's issue date (issue 29), diagnosis and prescribed treatment required,
 * issuing doctor optional (spec 002 §5).
 */
export function ManualMedicalForm({ tenant }: { tenant: ReceptionTenant }) {
  const texts = usePatientTexts().reception.manual;
  const form = useContactForm({
    tenant,
    type: 'manual_prescription',
    extraFields: { prescriptionDate: '', diagnosis: '', treatment: '', doctor: '' },
    onSuccess: useManualSuccess(),
  });
  return (
    <ContactForm
      form={form.frame}
      submitLabel={texts.submit}
      privacyPolicyUrl={tenant.config.privacyPolicyUrl}
    >
      <PrescriptionDateField {...form.field('prescriptionDate')} />
      <TextField
        size="lg"
        label={texts.diagnosis}
        hint={texts.diagnosisHint}
        required
        maxLength={1000}
        {...form.field('diagnosis')}
      />
      <TextField
        size="lg"
        label={texts.treatment}
        hint={texts.treatmentHint}
        required
        maxLength={1000}
        {...form.field('treatment')}
      />
      <TextField size="lg" label={texts.doctor} maxLength={500} {...form.field('doctor')} />
    </ContactForm>
  );
}

/** Other businesses: goals and desired services, both required (spec 002 §5). */
export function ManualWishesForm({ tenant }: { tenant: ReceptionTenant }) {
  const texts = usePatientTexts().reception.manual;
  const form = useContactForm({
    tenant,
    type: 'manual_prescription',
    extraFields: { goals: '', services: '' },
    onSuccess: useManualSuccess(),
  });
  // The practice's services, as it wrote them (German), are examples on every language's page.
  const examples = tenant.config.primaryServices.slice(0, 3).join(', ');
  return (
    <ContactForm
      form={form.frame}
      submitLabel={texts.submit}
      privacyPolicyUrl={tenant.config.privacyPolicyUrl}
    >
      <TextArea
        size="lg"
        label={texts.goals}
        hint={texts.goalsHint}
        required
        maxLength={5000}
        {...form.field('goals')}
      />
      <TextArea
        size="lg"
        label={texts.services}
        hint={texts.servicesHint(examples) || undefined}
        rows={3}
        required
        maxLength={2000}
        {...form.field('services')}
      />
    </ContactForm>
  );
}
