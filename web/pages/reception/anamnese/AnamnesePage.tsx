import { Navigate, useLocation } from 'react-router';
import { RECEPTION_PATHS } from '../../../../common/reception/receptionPaths.ts';
import { usePatientLanguage, usePatientTexts } from '../shared/PatientLanguage.tsx';
import { ReceptionLayout } from '../shared/ReceptionLayout.tsx';
import { useReceptionLink } from '../shared/receptionLink.ts';
import { type AnamneseEntryState, readSuccessState } from '../shared/routeState.ts';
import type { ReceptionTenant } from '../shared/useReceptionTenant.ts';
import { AnamneseWizard } from './AnamneseWizard.tsx';
import { MissingRequest } from './MissingRequest.tsx';
import { useAnamneseDraft } from './useAnamneseDraft.ts';

/** The request the anamnese belongs to, as the submission-success page passes it in the route state. */
function routeSubmissionId(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { originalSubmissionId } = state as Partial<Record<keyof AnamneseEntryState, unknown>>;
  return typeof originalSubmissionId === 'string' && originalSubmissionId ? originalSubmissionId : undefined;
}

/** /online-rezeption/anamnese: the 20-step medical history of a request (spec 002 §2, §4). */
export function AnamnesePage() {
  const texts = usePatientTexts().anamnese;
  return (
    <ReceptionLayout title={texts.heading} breadcrumb={[{ label: texts.pageTitle }]}>
      {(tenant) => <AnamneseContent tenant={tenant} />}
    </ReceptionLayout>
  );
}

function AnamneseContent({ tenant }: { tenant: ReceptionTenant }) {
  const link = useReceptionLink();
  const location = useLocation();
  const { wordsOf } = usePatientLanguage();
  const { draft, setStep, setAnswer, clear } = useAnamneseDraft(
    tenant.slug,
    routeSubmissionId(location.state),
  );

  if (!tenant.config.features.enableAnamnese) return <Navigate to={link(RECEPTION_PATHS.home)} replace />;
  if (!draft) return <MissingRequest receptionHref={link(RECEPTION_PATHS.home)} />;
  return (
    <AnamneseWizard
      tenant={{
        slug: tenant.slug,
        publicKey: tenant.publicKey,
        privacyPolicyUrl: tenant.config.privacyPolicyUrl,
        providers: wordsOf(tenant).providers,
      }}
      draft={draft}
      setStep={setStep}
      setAnswer={setAnswer}
      onSent={clear}
      successHref={link(RECEPTION_PATHS.success)}
      consentToken={readSuccessState(location.state).consentToken}
    />
  );
}
