// The desk's workflow calls (issue 28): a request's state, owner and internal notes, read and written over the
// version the page saw. Every answer is the whole workflow; a stale version answers 409 WORKFLOW_CONFLICT.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmissionDetail } from '../../common/schemas/submissionDetail.ts';
import { type WorkflowView, workflowViewSchema } from '../../common/schemas/workflow.ts';
import type { WorkflowState } from '../../common/workflow.ts';
import { apiRequest, parseAnswer } from './client.ts';
import { submissionDetailKeys } from './queryKeys.ts';
import { submissionKeys } from './submissions.ts';

export type { WorkflowView };

export const WORKFLOW_CONFLICT = 'WORKFLOW_CONFLICT';

export const workflowKeys = {
  all: ['submission-workflow'] as const,
  detail: (id: string) => [...workflowKeys.all, id] as const,
};

/** What PATCH …/workflow takes besides the version: a state, an owner (null: nobody) or "Mir zuweisen". */
export type WorkflowChange = { state: WorkflowState } | { assigneeId: string | null } | { assignToMe: true };

const path = (id: string) => `/api/submissions/${encodeURIComponent(id)}`;

const parsed = async (answer: Promise<unknown>): Promise<WorkflowView> =>
  parseAnswer(workflowViewSchema, await answer);

export const fetchWorkflow = (id: string, signal?: AbortSignal) =>
  parsed(apiRequest<unknown>(`${path(id)}/workflow`, { signal }));

export const changeWorkflow = (id: string, version: number, change: WorkflowChange) =>
  parsed(apiRequest<unknown>(`${path(id)}/workflow`, { method: 'PATCH', body: { version, ...change } }));

export const addNote = (id: string, text: string) =>
  parsed(apiRequest<unknown>(`${path(id)}/notes`, { method: 'POST', body: { text } }));

/** The workflow's query, shared by the panel and the detail screen, which waits for its first answer. */
export const workflowQuery = (id: string) =>
  queryOptions({
    queryKey: workflowKeys.detail(id),
    queryFn: ({ signal }) => fetchWorkflow(id, signal),
  });

// The detail page asked first, with its retries (usePanelsReady.ts): a failure shows here with its retry button.
export const useWorkflow = (id: string) => useQuery({ ...workflowQuery(id), retryOnMount: false });

/**
 * State, owner and notes. A success puts the answer in the cache and refreshes the detail and the dashboard's
 * lists (the card shows state and owner).
 */
export function useWorkflowMutations(id: string) {
  const queryClient = useQueryClient();
  const applied = (view: WorkflowView) => {
    queryClient.setQueryData(workflowKeys.detail(id), view);
    const detailKey = submissionDetailKeys.detail(id);
    // The header's processed flag follows at once; the rest of the detail with its refetch.
    queryClient.setQueryData<SubmissionDetail>(detailKey, (current) =>
      current ? { ...current, is_processed: view.state === 'erledigt' } : current,
    );
    void queryClient.invalidateQueries({ queryKey: detailKey, exact: true });
    void queryClient.invalidateQueries({ queryKey: submissionKeys.all });
  };
  const change = useMutation({
    mutationFn: ({ version, change }: { version: number; change: WorkflowChange }) =>
      changeWorkflow(id, version, change),
    onSuccess: applied,
  });
  const note = useMutation({
    mutationFn: (text: string) => addNote(id, text),
    onSuccess: applied,
  });
  return { change, note };
}
