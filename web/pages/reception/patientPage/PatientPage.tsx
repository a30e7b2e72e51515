import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { OpenAnswer } from '../../../../common/patientPage/api.ts';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';
import { ReceptionLayout } from '../shared/ReceptionLayout.tsx';
import type { ReceptionTenant } from '../shared/useReceptionTenant.ts';
import { CodeStep } from './CodeStep.tsx';
import { LinkProblem } from './LinkProblem.tsx';
import { OpenStep } from './OpenStep.tsx';
import { patientPageQueryKey } from './patientPageApi.ts';
import { isPatientPageToken } from './patientPageToken.ts';
import { RequestView } from './RequestView.tsx';
import { usePatientPageToken } from './usePatientPageToken.ts';

/**
 * /online-rezeption/ihre-anfrage (issue 45): the patient's own page of a request, opened from a mail's link
 * (`?tenant=<slug>&lang=<lang>#t=<token>`). Nothing is opened until a person clicks; a browser new to the
 * request types the code mailed to the request's address; then the page shows the request, in the patient's
 * language and direction.
 */
export function PatientPage() {
  const texts = usePatientTexts().patientPage;
  return (
    <ReceptionLayout title={texts.pageTitle} breadcrumb={[{ label: texts.pageTitle }]}>
      {(tenant) => <PatientPageFlow key={tenant.slug} tenant={tenant} />}
    </ReceptionLayout>
  );
}

type Step =
  | { kind: 'open'; notice: string | null }
  | { kind: 'code'; notice: string | null }
  | { kind: 'view'; focus: boolean }
  | { kind: 'invalid' };

function PatientPageFlow({ tenant }: { tenant: ReceptionTenant }) {
  const { token, requestId, setRequestId } = usePatientPageToken(tenant.slug);
  // A new link's token starts the steps over.
  return (
    <PatientPageSteps
      key={token ?? ''}
      tenant={tenant}
      token={token}
      requestId={requestId}
      setRequestId={setRequestId}
    />
  );
}

interface PatientPageStepsProps {
  tenant: ReceptionTenant;
  token: string | null;
  requestId: string | null;
  setRequestId: (requestId: string | null) => void;
}

function PatientPageSteps({ tenant, token, requestId, setRequestId }: PatientPageStepsProps) {
  const t = usePatientTexts();
  const queryClient = useQueryClient();
  // After a reload the browser's session cookie may still open the request: the view asks, and a 401 brings
  // the prompt back. Reading the view redeems nothing, so no click is needed for it.
  const [step, setStep] = useState<Step>(() => {
    if (!token || !isPatientPageToken(token)) return { kind: 'invalid' };
    return requestId ? { kind: 'view', focus: false } : { kind: 'open', notice: null };
  });

  const opened = (answer: OpenAnswer) => {
    if (answer.status === 'code_sent') return setStep({ kind: 'code', notice: null });
    setRequestId(answer.requestId);
    setStep({ kind: 'view', focus: true });
  };

  const sessionEndedText = t.patientPage.errors.sessionEnded;
  const accessLost = useCallback(
    (kind: 'sessionEnded' | 'linkInvalid') => {
      // What the page showed is the patient's: it leaves the cache with the access.
      if (requestId) queryClient.removeQueries({ queryKey: patientPageQueryKey(requestId) });
      setRequestId(null);
      setStep(kind === 'sessionEnded' ? { kind: 'open', notice: sessionEndedText } : { kind: 'invalid' });
    },
    [requestId, queryClient, setRequestId, sessionEndedText],
  );
  const linkInvalid = () => setStep({ kind: 'invalid' });

  if (step.kind === 'invalid' || !token) return <LinkProblem tenant={tenant} />;
  if (step.kind === 'open')
    return (
      <OpenStep
        token={token}
        tenant={tenant}
        notice={step.notice}
        onOpened={opened}
        onCodeLimit={(text) => setStep({ kind: 'code', notice: text })}
        onLinkInvalid={linkInvalid}
      />
    );
  if (step.kind === 'code')
    return (
      <CodeStep
        token={token}
        tenant={tenant}
        notice={step.notice}
        onOpened={opened}
        onLinkInvalid={linkInvalid}
      />
    );
  if (!requestId) return <LinkProblem tenant={tenant} />;
  return <RequestView requestId={requestId} focusOnMount={step.focus} onAccessLost={accessLost} />;
}
