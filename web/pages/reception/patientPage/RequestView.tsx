import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { PatientMessage, PatientPageView } from '../../../../common/patientPage/api.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Card } from '../../../components/Card.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { usePatientLanguage } from '../shared/PatientLanguage.tsx';
import { answerTime } from '../signing/answerTime.ts';
import { ComposeMessage } from './ComposeMessage.tsx';
import { ContactBlock } from './ContactBlock.tsx';
import { MessageThread } from './MessageThread.tsx';
import { fetchView, patientPageQueryKey } from './patientPageApi.ts';
import { patientFailure } from './patientPageErrors.ts';
import { SignedDocuments } from './SignedDocuments.tsx';
import { StateSteps } from './StateSteps.tsx';
import { TaskList } from './TaskList.tsx';

/** The practice's replies appear without a reload; TanStack pauses the interval while the tab is hidden. */
const REFRESH_MS = 30_000;

interface RequestViewProps {
  requestId: string;
  /** Just opened by a click or a code: the focus goes to the page's first heading. */
  focusOnMount: boolean;
  onAccessLost: (kind: 'sessionEnded' | 'linkInvalid') => void;
}

/** The opened request: state, tasks, messages with the compose box, signed documents, the practice's contact. */
export function RequestView({ requestId, focusOnMount, onAccessLost }: RequestViewProps) {
  const { texts: t, language } = usePatientLanguage();
  const texts = t.patientPage;
  const queryClient = useQueryClient();
  const queryKey = patientPageQueryKey(requestId);
  const view = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchView(requestId, signal),
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  const failure = view.isError ? patientFailure(view.error, t) : null;
  const lost = failure && failure.kind !== 'message' ? failure.kind : null;

  useEffect(() => {
    if (lost) onAccessLost(lost);
  }, [lost, onAccessLost]);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = view.data !== undefined;
  useEffect(() => {
    if (shown && focusOnMount) headingRef.current?.focus();
  }, [shown, focusOnMount]);

  const append = (message: PatientMessage) =>
    queryClient.setQueryData<PatientPageView>(queryKey, (current) =>
      current && !current.messages.some((m) => m.id === message.id)
        ? { ...current, messages: [...current.messages, message] }
        : current,
    );

  if (lost) return null;
  const failureText = failure?.kind === 'message' ? failure.text : texts.errors.generic;
  const data = view.data;
  if (!data) {
    if (view.isError)
      return (
        <Alert onRetry={() => void view.refetch()} retrying={view.isFetching} retryLabel={t.components.retry}>
          {failureText}
        </Alert>
      );
    return (
      <Card>
        <p className="flex items-center gap-3 text-slate-700">
          <Spinner label={t.reception.loading} />
        </p>
      </Card>
    );
  }

  const { request, practice } = data;
  return (
    <>
      {/* A refresh that failed keeps what was shown, and says so until one succeeds. */}
      {view.isRefetchError && (
        <Alert onRetry={() => void view.refetch()} retrying={view.isFetching} retryLabel={t.components.retry}>
          {failureText}
        </Alert>
      )}
      <dl className="flex flex-wrap gap-x-8 gap-y-3 text-slate-700">
        <div className="flex flex-col gap-0.5">
          <dt className="text-sm">{texts.referenceLabel}</dt>
          <dd className="font-mono text-lg font-semibold tracking-wider text-slate-900">
            <bdi>{request.reference}</bdi>
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-sm">{texts.sentOn}</dt>
          <dd className="text-lg text-slate-900 tabular-nums">
            <time dateTime={request.createdAt}>
              <bdi>{answerTime(request.createdAt, language).date}</bdi>
            </time>
          </dd>
        </div>
      </dl>
      <StateSteps state={request.state} headingRef={headingRef} />
      <TaskList
        requestId={requestId}
        tasks={data.tasks}
        onAccessLost={onAccessLost}
        onStale={() => void view.refetch()}
      />
      <MessageThread practice={practice.name} messages={data.messages}>
        <ComposeMessage requestId={requestId} onSent={append} onAccessLost={onAccessLost} />
      </MessageThread>
      <SignedDocuments requestId={requestId} documents={data.documents} />
      <ContactBlock practice={practice} />
    </>
  );
}
