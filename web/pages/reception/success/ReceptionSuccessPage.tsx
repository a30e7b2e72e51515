import { Link, useLocation } from 'react-router';
import { RECEPTION_PATHS } from '../../../../common/reception/receptionPaths.ts';
import { receptionWords } from '../../../../common/receptionWords.ts';
import { receptionTexts } from '../../../../common/texts/reception.ts';
import { buttonClasses } from '../../../components/Button.tsx';
import { SuccessCard } from '../../../components/SuccessCard.tsx';
import { PracticeContact } from '../shared/PracticeContact.tsx';
import { ReceptionLayout } from '../shared/ReceptionLayout.tsx';
import { ReferenceNumber } from '../shared/ReferenceNumber.tsx';
import { useReceptionLink } from '../shared/receptionLink.ts';
import { readSuccessState } from '../shared/routeState.ts';

const texts = receptionTexts.success;

/**
 * /online-rezeption/erfolg (spec 002 §2): the closing page, worded by what was sent (anamnese, prescription,
 * manual, selfpay, or default), with the reference number and the practice's phone and e-mail.
 */
export function ReceptionSuccessPage() {
  const location = useLocation();
  const link = useReceptionLink();
  const { type, submissionId } = readSuccessState(location.state);
  const wording = texts.byType[type ?? 'default'];

  return (
    <ReceptionLayout title={texts.pageTitle} breadcrumb={false}>
      {({ config }) => (
        <SuccessCard
          title={wording.heading}
          actions={
            <Link to={link(RECEPTION_PATHS.home)} className={buttonClasses('primary', 'lg', true)}>
              {texts.toHome}
            </Link>
          }
        >
          <p>{wording.text(receptionWords(config))}</p>
          {submissionId && <ReferenceNumber submissionId={submissionId} />}
          <p>{texts.questions}</p>
          <PracticeContact config={config} />
        </SuccessCard>
      )}
    </ReceptionLayout>
  );
}
