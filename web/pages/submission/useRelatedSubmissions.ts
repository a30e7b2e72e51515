import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { submissionDetailKeys } from '../../api/queryKeys.ts';
import type { SubmissionCardData } from '../../api/submissions.ts';

/** The other requests of the same patient in this practice (same e-mail address or phone number). */
export function useRelatedSubmissions(id: string) {
  return useQuery({
    queryKey: [...submissionDetailKeys.detail(id), 'related'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ submissions: SubmissionCardData[] }>(
          `/api/submissions/${encodeURIComponent(id)}/related`,
          { signal },
        )
      ).submissions,
    refetchOnWindowFocus: false,
  });
}
