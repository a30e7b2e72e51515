import { useQuery } from '@tanstack/react-query';
import type { RelatedRequests } from '../../../common/schemas/patientRequests.ts';
import { apiRequest } from '../../api/client.ts';
import { submissionDetailKeys } from '../../api/queryKeys.ts';

/**
 * The other requests of the same person in this practice (same name, and the same e-mail address or phone
 * number), and apart from them the other people who gave that address or number.
 */
export function useRelatedSubmissions(id: string) {
  return useQuery({
    queryKey: [...submissionDetailKeys.detail(id), 'related'],
    queryFn: ({ signal }) =>
      apiRequest<RelatedRequests>(`/api/submissions/${encodeURIComponent(id)}/related`, { signal }),
    refetchOnWindowFocus: false,
  });
}
