import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isUuid } from '../../../common/dashboard/dashboardParams.ts';
import { isApiError } from '../../api/ApiError.ts';
import { submissionDetailKeys } from '../../api/queryKeys.ts';
import { fetchAnamnese, fetchSubmissionDetail } from '../../api/submissionDetail.ts';
import { submissionKeys } from '../../api/submissions.ts';
import { usePracticeAccess } from '../../hooks/usePracticeAccess.ts';

/** Unknown ids and other practices' ids answer 404; a malformed id is just as unknown. */
export const isNotFound = (error: unknown) => isApiError(error, 404) || isApiError(error, 400);

/**
 * The submission and, when it has one and the user may read it (`readClinical`, issue 44), its anamnese with
 * the latest summary.
 */
export function useSubmissionQueries(id: string) {
  const access = usePracticeAccess();
  const validId = isUuid(id);
  const detail = useQuery({
    queryKey: submissionDetailKeys.detail(id),
    queryFn: ({ signal }) => fetchSubmissionDetail(id, signal),
    enabled: validId,
    refetchOnWindowFocus: false,
  });
  const anamnese = useQuery({
    queryKey: submissionDetailKeys.anamnese(id),
    queryFn: ({ signal }) => fetchAnamnese(id, signal),
    enabled:
      validId &&
      detail.data?.has_anamnese === true &&
      access.may(detail.data.tenant_id, 'submission.readClinical'),
    refetchOnWindowFocus: false,
  });
  // The server marked an unopened request opened as it answered: the dashboard's "Neu" and count go.
  const queryClient = useQueryClient();
  const firstOpening = detail.data !== undefined && detail.data.opened_at === null;
  useEffect(() => {
    if (!firstOpening) return;
    void queryClient.invalidateQueries({ queryKey: submissionKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: submissionKeys.inboxes() });
  }, [firstOpening, queryClient]);
  return { validId, detail, anamnese };
}
