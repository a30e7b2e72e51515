import { useState } from 'react';
import { Link } from 'react-router';
import { RECEPTION_PATHS } from '../../../../common/reception/receptionPaths.ts';
import { buttonClasses } from '../../../components/Button.tsx';
import { SuccessCard } from '../../../components/SuccessCard.tsx';
import { usePracticeWording } from '../home/practiceWording.ts';
import { usePatientLanguage } from '../shared/PatientLanguage.tsx';
import { ReceptionLayout } from '../shared/ReceptionLayout.tsx';
import { ReferenceNumber } from '../shared/ReferenceNumber.tsx';
import { useReceptionLink } from '../shared/receptionLink.ts';
import type { ReceptionTenant } from '../shared/useReceptionTenant.ts';
import { SigningOffer } from '../signing/SigningOffer.tsx';
import { requestToken } from '../signing/signingToken.ts';
import { CallOnlyCancellation } from './CallOnlyCancellation.tsx';
import { CancellationForm } from './CancellationForm.tsx';
import { CancellationNotice } from './CancellationNotice.tsx';

/**
 * /online-rezeption/absagen (spec 002 §2): the cancellation form with an inline success card, or — when the
 * practice takes cancellations by phone only — its phone number and opening hours. Both state the practice's
 * notice period and terms.
 */
export function CancellationPage() {
  const { texts: t, wordsOf } = usePatientLanguage();
  const texts = t.reception.cancellation;
  const own = usePracticeWording();
  return (
    <ReceptionLayout
      title={(tenant) => own(tenant.config.cancelAppointmentCTA) || texts.pageTitle(wordsOf(tenant))}
      breadcrumb={(tenant) => [{ label: texts.breadcrumb(wordsOf(tenant)) }]}
      backTo={RECEPTION_PATHS.home}
    >
      {(tenant) =>
        tenant.config.features.callOnlyCancellation ? (
          <CallOnlyCancellation tenant={tenant} />
        ) : (
          <CancellationFlow tenant={tenant} />
        )
      }
    </ReceptionLayout>
  );
}

function CancellationFlow({ tenant }: { tenant: ReceptionTenant }) {
  const [sentId, setSentId] = useState<string | null>(null);
  const link = useReceptionLink();
  const { texts: t } = usePatientLanguage();
  const texts = t.reception.cancellation;

  if (sentId) {
    const consentToken = requestToken(sentId);
    return (
      <>
        <SuccessCard
          title={texts.successTitle}
          focusOnMount
          actions={
            <Link to={link(RECEPTION_PATHS.home)} className={buttonClasses('primary', 'lg')}>
              {t.reception.success.toHome}
            </Link>
          }
        >
          <p>{texts.successText}</p>
          <ReferenceNumber submissionId={sentId} />
        </SuccessCard>
        {consentToken && <SigningOffer consentToken={consentToken} />}
      </>
    );
  }
  return (
    <>
      <p className="-mt-2 text-slate-700">{texts.intro}</p>
      <CancellationNotice config={tenant.config} />
      <CancellationForm tenant={tenant} onSent={setSentId} />
    </>
  );
}
