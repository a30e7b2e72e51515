import { useNavigate } from 'react-router';
import { receptionTexts } from '../../../../common/texts/reception.ts';
import { TextArea } from '../../../components/TextArea.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ContactForm } from '../shared/ContactForm.tsx';
import { useReceptionLink } from '../shared/receptionLink.ts';
import { RECEPTION_PATHS } from '../shared/receptionPaths.ts';
import type { SubmissionSuccessState } from '../shared/routeState.ts';
import type { SubmitFormResult } from '../shared/submitForm.ts';
import { useContactForm } from '../shared/useContactForm.ts';
import type { ReceptionTenant } from '../shared/useReceptionTenant.ts';

const texts = receptionTexts.manual;

/** After sending: the medical history is offered next (spec 002 §4, type manual). */
function useGoToSubmissionSuccess() {
  const navigate = useNavigate();
  const link = useReceptionLink();
  return ({ submissionId }: SubmitFormResult) => {
    const state: SubmissionSuccessState = { submissionId, type: 'manual' };
    navigate(link(RECEPTION_PATHS.submissionSuccess), { state });
  };
}

/** Medical practices: diagnosis and prescribed treatment required, issuing doctor optional (spec 002 §5). */
export function ManualMedicalForm({ tenant }: { tenant: ReceptionTenant }) {
  const form = useContactForm({
    tenant,
    type: 'manual_prescription',
    extraFields: { diagnosis: '', treatment: '', doctor: '' },
    onSuccess: useGoToSubmissionSuccess(),
  });
  const { values, errors, setField, submitting } = form;
  return (
    <ContactForm
      form={form.frame}
      submitLabel={texts.submit}
      privacyPolicyUrl={tenant.config.privacyPolicyUrl}
    >
      <TextField
        size="lg"
        label={texts.diagnosis}
        hint={texts.diagnosisHint}
        name="diagnosis"
        required
        maxLength={1000}
        value={values.diagnosis}
        onChange={(event) => setField('diagnosis', event.target.value)}
        error={errors.diagnosis}
        disabled={submitting}
      />
      <TextField
        size="lg"
        label={texts.treatment}
        hint={texts.treatmentHint}
        name="treatment"
        required
        maxLength={1000}
        value={values.treatment}
        onChange={(event) => setField('treatment', event.target.value)}
        error={errors.treatment}
        disabled={submitting}
      />
      <TextField
        size="lg"
        label={texts.doctor}
        name="doctor"
        maxLength={500}
        value={values.doctor}
        onChange={(event) => setField('doctor', event.target.value)}
        disabled={submitting}
      />
    </ContactForm>
  );
}

/** Other businesses: goals and desired services, both required (spec 002 §5). */
export function ManualWishesForm({ tenant }: { tenant: ReceptionTenant }) {
  const form = useContactForm({
    tenant,
    type: 'manual_prescription',
    extraFields: { goals: '', services: '' },
    onSuccess: useGoToSubmissionSuccess(),
  });
  const { values, errors, setField, submitting } = form;
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
        name="goals"
        required
        maxLength={5000}
        value={values.goals}
        onChange={(event) => setField('goals', event.target.value)}
        error={errors.goals}
        disabled={submitting}
      />
      <TextArea
        size="lg"
        label={texts.services}
        hint={texts.servicesHint(examples) || undefined}
        name="services"
        rows={3}
        required
        maxLength={2000}
        value={values.services}
        onChange={(event) => setField('services', event.target.value)}
        error={errors.services}
        disabled={submitting}
      />
    </ContactForm>
  );
}
