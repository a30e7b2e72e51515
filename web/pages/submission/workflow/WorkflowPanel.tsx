import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { workflowTexts } from '../../../../common/texts/workflow.ts';
import { isApiError } from '../../../api/ApiError.ts';
import { submissionDetailKeys } from '../../../api/queryKeys.ts';
import { useSession } from '../../../api/session.ts';
import {
  useWorkflow,
  useWorkflowMutations,
  WORKFLOW_CONFLICT,
  type WorkflowChange,
} from '../../../api/workflow.ts';
import { Alert } from '../../../components/Alert.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { StatusMessage } from '../../../components/StatusMessage.tsx';
import { useTransientMessage } from '../../../hooks/useTransientMessage.ts';
import { Section } from '../Section.tsx';
import { NoteForm } from './NoteForm.tsx';
import { NotesList } from './NotesList.tsx';
import { WorkflowControls } from './WorkflowControls.tsx';

const T = workflowTexts;

/**
 * "Bearbeitung" on the staff detail screen (issue 28): state, owner and internal notes of one request, shared
 * by the practice's team. Every write names the version this page saw; when a colleague changed the request
 * meanwhile, the server's message shows with "Neu laden" and nothing was changed.
 */
export function WorkflowPanel({ submissionId }: { submissionId: string }) {
  const queryClient = useQueryClient();
  const workflow = useWorkflow(submissionId);
  const { change, note } = useWorkflowMutations(submissionId);
  const me = useSession().data?.id;
  const [conflict, setConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useTransientMessage();

  const onError = (error: unknown) => {
    if (isApiError(error, 409) && error.errorCode === WORKFLOW_CONFLICT) setConflict(error.message);
    // Our 4xx messages are German and say what to fix; anything else gets the general one.
    else
      setFailure(
        isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : T.panel.saveFailed,
      );
  };
  const reset = () => {
    setConflict(null);
    setFailure(null);
    setSuccess(null);
  };
  const view = workflow.data;
  const send = (changeOf: WorkflowChange, done: string) => {
    if (!view) return;
    reset();
    change.mutate(
      { version: view.version, change: changeOf },
      { onSuccess: () => setSuccess(done), onError },
    );
  };
  const reload = async () => {
    void queryClient.invalidateQueries({ queryKey: submissionDetailKeys.detail(submissionId), exact: true });
    const result = await workflow.refetch();
    if (!result.isError) setConflict(null);
  };

  return (
    <Section title={T.panel.title} testId="workflow-panel">
      {conflict && (
        <Alert onRetry={() => void reload()} retryLabel={T.conflict.reload} retrying={workflow.isFetching}>
          {conflict}
        </Alert>
      )}
      {!view ? (
        workflow.isError ? (
          <Alert onRetry={() => void workflow.refetch()} retrying={workflow.isFetching}>
            {T.panel.loadFailed}
          </Alert>
        ) : (
          <SkeletonRows rows={1} label={T.panel.loading} />
        )
      ) : (
        <>
          <WorkflowControls
            view={view}
            meId={me}
            pending={change.isPending}
            onState={(state) => send({ state }, T.panel.stateSaved)}
            onAssign={(assigneeId) => send({ assigneeId }, T.panel.ownerSaved)}
            onAssignToMe={() => send({ assignToMe: true }, T.panel.ownerSaved)}
          />
          {failure && <Alert>{failure}</Alert>}
          <StatusMessage message={success} />
          <div className="flex flex-col gap-3">
            <h3 className="text-base font-semibold text-slate-900">{T.notes.title}</h3>
            <NotesList notes={view.notes} />
            <NoteForm
              pending={note.isPending}
              onSave={(text) => {
                reset();
                return note.mutateAsync(text).then(
                  () => setSuccess(T.notes.saved),
                  (error: unknown) => {
                    onError(error);
                    throw error;
                  },
                );
              }}
            />
          </div>
        </>
      )}
    </Section>
  );
}
