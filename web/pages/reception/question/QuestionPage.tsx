import { useState } from 'react';
import { Link } from 'react-router';
import { RECEPTION_PATHS } from '../../../../common/reception/receptionPaths.ts';
import { Button, buttonClasses } from '../../../components/Button.tsx';
import { SuccessCard } from '../../../components/SuccessCard.tsx';
import { TextArea } from '../../../components/TextArea.tsx';
import { usePracticeWording } from '../home/practiceWording.ts';
import { ContactForm } from '../shared/ContactForm.tsx';
import { usePatientLanguage, usePatientTexts } from '../shared/PatientLanguage.tsx';
import { ReceptionLayout } from '../shared/ReceptionLayout.tsx';
import { ReferenceNumber } from '../shared/ReferenceNumber.tsx';
import { useReceptionLink } from '../shared/receptionLink.ts';
import { useContactForm } from '../shared/useContactForm.ts';
import type { ReceptionTenant } from '../shared/useReceptionTenant.ts';
import { SigningOffer } from '../signing/SigningOffer.tsx';
import { requestToken } from '../signing/signingToken.ts';

/** /online-rezeption/fragen: a question to the practice; success shows inline (spec 002 §2, §4). */
export function QuestionPage() {
  const texts = usePatientTexts().reception.question;
  const own = usePracticeWording();
  return (
    <ReceptionLayout
      title={(tenant) => own(tenant.config.askQuestionCTA) || texts.pageTitle}
      breadcrumb={[{ label: texts.breadcrumb }]}
      backTo={RECEPTION_PATHS.home}
    >
      {(tenant) => <QuestionFlow tenant={tenant} />}
    </ReceptionLayout>
  );
}

function QuestionFlow({ tenant }: { tenant: ReceptionTenant }) {
  const [sentId, setSentId] = useState<string | null>(null);
  // A new key gives a fresh, empty form for "Weitere Frage stellen".
  const [formKey, setFormKey] = useState(0);
  const link = useReceptionLink();
  const { texts: t, wordsOf } = usePatientLanguage();
  const texts = t.reception.question;
  const words = wordsOf(tenant);

  if (sentId) {
    const consentToken = requestToken(sentId);
    return (
      <>
        <SuccessCard
          title={texts.successTitle}
          focusOnMount
          actions={
            <>
              <Link to={link(RECEPTION_PATHS.home)} className={buttonClasses('primary', 'lg')}>
                {t.reception.success.toHome}
              </Link>
              <Button
                variant="secondary"
                size="lg"
                onClick={() => {
                  setSentId(null);
                  setFormKey((key) => key + 1);
                }}
              >
                {texts.another}
              </Button>
            </>
          }
        >
          <p>{texts.successText(words)}</p>
          <ReferenceNumber submissionId={sentId} />
        </SuccessCard>
        {consentToken && <SigningOffer consentToken={consentToken} />}
      </>
    );
  }
  return (
    <>
      <p className="-mt-2 text-slate-700">{texts.intro(words)}</p>
      <QuestionForm key={formKey} tenant={tenant} onSent={setSentId} />
    </>
  );
}

function QuestionForm({
  tenant,
  onSent,
}: {
  tenant: ReceptionTenant;
  onSent: (submissionId: string) => void;
}) {
  const texts = usePatientTexts().reception.question;
  const form = useContactForm({
    tenant,
    type: 'question',
    extraFields: { message: '' },
    onSuccess: (result) => onSent(result.submissionId),
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
        rows={5}
        required
        maxLength={5000}
        {...form.field('message')}
      />
    </ContactForm>
  );
}
