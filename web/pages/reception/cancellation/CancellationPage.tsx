import { useState } from 'react';
import { Link } from 'react-router';
import { RECEPTION_PATHS } from '../../../../common/reception/receptionPaths.ts';
import { receptionWords } from '../../../../common/receptionWords.ts';
import { receptionTexts } from '../../../../common/texts/reception.ts';
import { buttonClasses } from '../../../components/Button.tsx';
import { SuccessCard } from '../../../components/SuccessCard.tsx';
import { ReceptionLayout } from '../shared/ReceptionLayout.tsx';
import { ReferenceNumber } from '../shared/ReferenceNumber.tsx';
import { useReceptionLink } from '../shared/receptionLink.ts';
import type { ReceptionTenant } from '../shared/useReceptionTenant.ts';
import { CallOnlyCancellation } from './CallOnlyCancellation.tsx';
import { CancellationForm } from './CancellationForm.tsx';
import { CancellationNotice } from './CancellationNotice.tsx';

const texts = receptionTexts.cancellation;

/**
 * /online-rezeption/absagen (spec 002 §2): the cancellation form with an inline success card, or — when the
 * practice takes cancellations by phone only — its phone number and opening hours. Both state the 24-hour notice.
 */
export function CancellationPage() {
  return (
    <ReceptionLayout
      title={(tenant) => tenant.config.cancelAppointmentCTA || texts.pageTitle(receptionWords(tenant.config))}
      breadcrumb={(tenant) => [{ label: texts.breadcrumb(receptionWords(tenant.config)) }]}
      backTo={RECEPTION_PATHS.home}
    >
      {(tenant) =>
        tenant.config.features.callOnlyCancellation ? (
          <CallOnlyCancellation config={tenant.config} />
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

  if (sentId) {
    return (
      <SuccessCard
        title={texts.successTitle}
        focusOnMount
        actions={
          <Link to={link(RECEPTION_PATHS.home)} className={buttonClasses('primary', 'lg')}>
            {receptionTexts.success.toHome}
          </Link>
        }
      >
        <p>{texts.successText}</p>
        <ReferenceNumber submissionId={sentId} />
      </SuccessCard>
    );
  }
  return (
    <>
      <p className="-mt-2 text-slate-700">{texts.intro}</p>
      <CancellationNotice />
      <CancellationForm tenant={tenant} onSent={setSentId} />
    </>
  );
}
