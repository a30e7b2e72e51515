import { useNavigate } from 'react-router';
import { receptionTexts } from '../../../../common/texts/reception.ts';
import { TextArea } from '../../../components/TextArea.tsx';
import { ContactForm } from '../shared/ContactForm.tsx';
import { FeatureUnavailable } from '../shared/FeatureUnavailable.tsx';
import { ReceptionLayout } from '../shared/ReceptionLayout.tsx';
import { useReceptionLink } from '../shared/receptionLink.ts';
import { RECEPTION_PATHS } from '../shared/receptionPaths.ts';
import type { SubmissionSuccessState } from '../shared/routeState.ts';
import { useContactForm } from '../shared/useContactForm.ts';
import type { ReceptionTenant } from '../shared/useReceptionTenant.ts';

const texts = receptionTexts.selfPay;

/** /online-rezeption/terminbuchung/kein-rezept: an appointment without prescription (spec 002 §2). */
export function SelfPayPage() {
  return (
    <ReceptionLayout
      title={texts.pageTitle}
      breadcrumb={[
        { label: receptionTexts.booking.breadcrumb, to: RECEPTION_PATHS.booking },
        { label: texts.breadcrumb },
      ]}
      backTo={RECEPTION_PATHS.booking}
    >
      {(tenant) =>
        tenant.config.features.selfPay ? (
          <>
            <p className="-mt-2 text-slate-700">{texts.intro}</p>
            <SelfPayForm tenant={tenant} />
          </>
        ) : (
          <FeatureUnavailable tenant={tenant} />
        )
      }
    </ReceptionLayout>
  );
}

function SelfPayForm({ tenant }: { tenant: ReceptionTenant }) {
  const navigate = useNavigate();
  const link = useReceptionLink();
  const form = useContactForm({
    tenant,
    type: 'no_prescription',
    extraFields: { message: '' },
    onSuccess: ({ submissionId }) => {
      const state: SubmissionSuccessState = { submissionId, type: 'selfpay' };
      navigate(link(RECEPTION_PATHS.submissionSuccess), { state });
    },
  });
  return (
    <ContactForm
      form={form.frame}
      submitLabel={texts.submit}
      privacyPolicyUrl={tenant.config.privacyPolicyUrl}
    >
      <TextArea
        size="lg"
        label={texts.messageLabel}
        hint={texts.messageHint}
        name="message"
        rows={5}
        required
        maxLength={5000}
        value={form.values.message}
        onChange={(event) => form.setField('message', event.target.value)}
        error={form.errors.message}
        disabled={form.submitting}
      />
    </ContactForm>
  );
}
