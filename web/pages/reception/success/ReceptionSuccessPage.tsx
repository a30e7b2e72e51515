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
import { SigningOffer } from '../signing/SigningOffer.tsx';
import { requestToken, signingDone } from '../signing/signingToken.ts';

/**
 * /online-rezeption/erfolg (spec 002 §2): the closing page, worded by what was sent (anamnese, prescription,
 * manual, selfpay, or default), with the reference number and the practice's phone and e-mail.
 */
export function ReceptionSuccessPage() {
  const location = useLocation();
  const link = useReceptionLink();
  const { texts: t, wordsOf } = usePatientLanguage();
  const texts = t.reception.success;
  const success = readSuccessState(location.state);
  const { type, submissionId } = success;
  // A language switch drops the route state: the token of a request sent in this page's life stays in memory.
  const consentToken = success.consentToken ?? (submissionId ? requestToken(submissionId) : undefined);
  const wording = texts.byType[type ?? 'default'];

  return (
    <ReceptionLayout title={texts.pageTitle} breadcrumb={false}>
      {(tenant) => {
        // Issue 30: documents still to sign come first; the way home steps back until they are answered.
        const signing = consentToken && !signingDone(tenant.slug, consentToken) ? consentToken : null;
        const home = (
          <Link
            to={link(RECEPTION_PATHS.home)}
            className={buttonClasses(signing ? 'secondary' : 'primary', 'lg', true)}
          >
            {texts.toHome}
          </Link>
        );
        return (
          <>
            <SuccessCard title={wording.heading} actions={signing ? undefined : home}>
              <p>{wording.text(wordsOf(tenant))}</p>
              {submissionId && <ReferenceNumber submissionId={submissionId} />}
              <p>{texts.questions}</p>
              <PracticeContact config={tenant.config} />
            </SuccessCard>
            {signing && (
              <>
                <SigningOffer consentToken={signing} />
                {home}
              </>
            )}
          </>
        );
      }}
    </ReceptionLayout>
  );
}
