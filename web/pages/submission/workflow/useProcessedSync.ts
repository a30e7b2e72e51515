import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { WorkflowState } from '../../../../common/workflow.ts';
import { submissionDetailKeys } from '../../../api/queryKeys.ts';
import { fetchSubmissionDetail } from '../../../api/submissionDetail.ts';

/**
 * The detail screen's own "Erledigt" (the spec's is_processed) changes the state too: when the detail's cached
 * flag and the panel's state disagree, the panel asks again. The detail is only watched here, never fetched.
 */
export function useProcessedSync(
  submissionId: string,
  state: WorkflowState | undefined,
  refetch: () => unknown,
) {
  const { data } = useQuery({
    queryKey: submissionDetailKeys.detail(submissionId),
    queryFn: ({ signal }) => fetchSubmissionDetail(submissionId, signal),
    enabled: false,
  });
  const processed = data?.is_processed;
  useEffect(() => {
    if (processed === undefined || state === undefined) return;
    if (processed !== (state === 'erledigt')) void refetch();
  }, [processed, state, refetch]);
}
