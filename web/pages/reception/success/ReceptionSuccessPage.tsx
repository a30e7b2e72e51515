import { Link, useLocation } from 'react-router';
import { RECEPTION_PATHS } from '../../../../common/reception/receptionPaths.ts';
import { buttonClasses } from '../../../components/Button.tsx';
import { SuccessCard } from '../../../components/SuccessCard.tsx';
import { usePatientLanguage } from '../shared/PatientLanguage.tsx';
import { PracticeContact } from '../shared/PracticeContact.tsx';
import { ReceptionLayout } from '../shared/ReceptionLayout.tsx';
import { ReferenceNumber } from '../shared/ReferenceNumber.tsx';
import { useReceptionLink } from '../shared/receptionLink.ts';
import { readSuccessState } from '../shared/routeState.ts';

/**
 * /online-rezeption/erfolg (spec 002 §2): the closing page, worded by what was sent (anamnese, prescription,
 * manual, selfpay, or default), with the reference number and the practice's phone and e-mail.
 */
export function ReceptionSuccessPage() {
  const location = useLocation();
  const link = useReceptionLink();
  const { texts: t, wordsOf } = usePatientLanguage();
  const texts = t.reception.success;
  const { type, submissionId } = readSuccessState(location.state);
  const wording = texts.byType[type ?? 'default'];

  return (
    <ReceptionLayout title={texts.pageTitle} breadcrumb={false}>
      {(tenant) => (
        <SuccessCard
          title={wording.heading}
          actions={
            <Link to={link(RECEPTION_PATHS.home)} className={buttonClasses('primary', 'lg', true)}>
              {texts.toHome}
            </Link>
          }
        >
          <p>{wording.text(wordsOf(tenant))}</p>
          {submissionId && <ReferenceNumber submissionId={submissionId} />}
          <p>{texts.questions}</p>
          <PracticeContact config={tenant.config} />
        </SuccessCard>
      )}
    </ReceptionLayout>
  );
}
