import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { RECEPTION_PATHS } from '../../../../common/reception/receptionPaths.ts';
import { Button } from '../../../components/Button.tsx';
import { Card } from '../../../components/Card.tsx';
import { useCountdown } from '../../../hooks/useCountdown.ts';
import { usePatientLanguage, usePatientTexts } from '../shared/PatientLanguage.tsx';
import { PracticeContact } from '../shared/PracticeContact.tsx';
import { ReceptionLayout } from '../shared/ReceptionLayout.tsx';
import { ReferenceNumber } from '../shared/ReferenceNumber.tsx';
import { useReceptionLink } from '../shared/receptionLink.ts';
import type { AnamneseEntryState, ReceptionSuccessState } from '../shared/routeState.ts';
import { readSuccessState } from '../shared/routeState.ts';
import type { ReceptionTenant } from '../shared/useReceptionTenant.ts';

/** Spec 002 §9: the medical history opens by itself after 15 s. */
const AUTO_FORWARD_SECONDS = 15;

/**
 * /online-rezeption/submission-erfolg (spec 002 §2): after a booking request, offers the medical history.
 * Without a submission in the route state (reload, shared link) or with the anamnese switched off, the generic
 * success page takes over, keeping the request's type.
 */
export function SubmissionSuccessPage() {
  const location = useLocation();
  const link = useReceptionLink();
  const { type, submissionId, consentToken } = readSuccessState(location.state);
  const texts = usePatientTexts().reception.submissionSuccess;

  return (
    <ReceptionLayout title={texts.pageTitle} breadcrumb={false}>
      {(tenant) => {
        if (!submissionId || !tenant.config.features.enableAnamnese) {
          const state: ReceptionSuccessState = { type, submissionId, consentToken };
          return <Navigate to={link(RECEPTION_PATHS.success)} replace state={state} />;
        }
        // Documents to sign (issue 30) wait for the final success page: the anamnese comes first.
        return (
          <AnamneseOffer
            tenant={tenant}
            submissionId={submissionId}
            type={type}
            consentToken={consentToken}
          />
        );
      }}
    </ReceptionLayout>
  );
}

interface AnamneseOfferProps {
  tenant: ReceptionTenant;
  submissionId: string;
  type: ReceptionSuccessState['type'];
  consentToken: string | undefined;
}

function AnamneseOffer({ tenant, submissionId, type, consentToken }: AnamneseOfferProps) {
  const navigate = useNavigate();
  const link = useReceptionLink();
  const { texts: t, wordsOf } = usePatientLanguage();
  const texts = t.reception.submissionSuccess;
  const [autoForward, setAutoForward] = useState(true);

  function startAnamnese() {
    const state: AnamneseEntryState = { originalSubmissionId: submissionId, consentToken };
    navigate(link(RECEPTION_PATHS.anamnese), { state });
  }

  function skipAnamnese() {
    const state: ReceptionSuccessState = { type, submissionId, consentToken };
    navigate(link(RECEPTION_PATHS.success), { state });
  }

  const remaining = useCountdown(AUTO_FORWARD_SECONDS, autoForward, startAnamnese);

  return (
    <>
      <Card as="section" aria-labelledby="submission-success-heading" className="flex flex-col gap-4">
        <h2 id="submission-success-heading" className="text-xl font-semibold text-slate-900">
          {texts.heading}
        </h2>
        <ReferenceNumber submissionId={submissionId} />
        <div className="flex gap-3 rounded-md bg-primary-light p-4 text-slate-800">
          <ClipboardList aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <div className="flex flex-col gap-1">
            <p>{texts.text(wordsOf(tenant))}</p>
            <p className="font-medium">{texts.duration}</p>
          </div>
        </div>
        {/* Not a live region: a number read out every second would drown everything else. */}
        <p className="text-sm text-slate-700 tabular-nums">
          {autoForward ? texts.countdown(remaining) : texts.countdownStopped}
        </p>
        <div className="flex flex-col gap-3">
          <Button size="lg" fullWidth onClick={startAnamnese}>
            {texts.start}
          </Button>
          <Button variant="secondary" size="lg" fullWidth onClick={skipAnamnese}>
            {texts.skip}
          </Button>
          {autoForward && (
            <Button variant="ghost" size="lg" fullWidth onClick={() => setAutoForward(false)}>
              {texts.stopCountdown}
            </Button>
          )}
        </div>
      </Card>
      <PracticeContact config={tenant.config} heading={t.reception.contact.heading} />
    </>
  );
}
