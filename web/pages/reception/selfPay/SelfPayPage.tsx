import { TextArea } from '../../../components/TextArea.tsx';
import { BookingWayPage } from '../shared/BookingWayPage.tsx';
import { ContactForm } from '../shared/ContactForm.tsx';
import { usePatientLanguage, usePatientTexts } from '../shared/PatientLanguage.tsx';
import { useContactForm } from '../shared/useContactForm.ts';
import { useGoToSubmissionSuccess } from '../shared/useGoToSubmissionSuccess.ts';
import type { ReceptionTenant } from '../shared/useReceptionTenant.ts';

/** /online-rezeption/terminbuchung/kein-rezept: an appointment without prescription (spec 002 §2). */
export function SelfPayPage() {
  const { texts: t, wordsOf } = usePatientLanguage();
  const texts = t.reception.selfPay;
  return (
    <BookingWayPage
      title={(tenant) => texts.pageTitle(wordsOf(tenant))}
      breadcrumb={() => texts.breadcrumb}
      enabled={(tenant) => tenant.config.features.selfPay}
    >
      {(tenant) => (
        <>
          <p className="-mt-2 text-slate-700">{texts.intro}</p>
          <SelfPayForm tenant={tenant} />
        </>
      )}
    </BookingWayPage>
  );
}

function SelfPayForm({ tenant }: { tenant: ReceptionTenant }) {
  const texts = usePatientTexts().reception.selfPay;
  const goToSuccess = useGoToSubmissionSuccess('selfpay');
  const form = useContactForm({
    tenant,
    type: 'no_prescription',
    extraFields: { message: '' },
    onSuccess: ({ submissionId }) => goToSuccess(submissionId),
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
        hint={texts.messageHint(tenant.config.businessType === 'medical')}
        rows={5}
        required
        maxLength={5000}
        {...form.field('message')}
      />
    </ContactForm>
  );
}
