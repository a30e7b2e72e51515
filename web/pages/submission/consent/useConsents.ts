// The calls of "Einwilligungen" on the staff detail screen (issue 30): the request's consents, a revocation,
// and the address of one consent's signed PDF. Answers are parsed by the shared schemas (common/consent/api.ts).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type StaffConsent,
  staffConsentSchema,
  staffConsentsResponseSchema,
} from '../../../../common/consent/api.ts';
import { apiRequest, parseAnswer } from '../../../api/client.ts';

export const consentKeys = {
  all: ['submission-consents'] as const,
  list: (submissionId: string) => [...consentKeys.all, submissionId] as const,
};

const consentsUrl = (submissionId: string) => `/api/submissions/${encodeURIComponent(submissionId)}/consents`;
const consentUrl = (submissionId: string, consentId: string) =>
  `${consentsUrl(submissionId)}/${encodeURIComponent(consentId)}`;

/** "Signiertes PDF" of one answered consent (application/pdf, fetched with the session). */
export const consentPdfUrl = (submissionId: string, consentId: string) =>
  `${consentUrl(submissionId, consentId)}/pdf`;

/** The request's consents; shared by the section and the detail screen, which waits for its first answer. */
export const consentsQuery = (submissionId: string) =>
  queryOptions({
    queryKey: consentKeys.list(submissionId),
    queryFn: async ({ signal }): Promise<StaffConsent[]> =>
      parseAnswer(
        staffConsentsResponseSchema,
        await apiRequest<unknown>(consentsUrl(submissionId), { signal }),
      ).consents,
  });

// The detail page asked first, with its retries (usePanelsReady.ts): a failure shows here with its retry button.
export const useConsents = (submissionId: string) =>
  useQuery({ ...consentsQuery(submissionId), retryOnMount: false });

export interface RevocationInput {
  consentId: string;
  /** YYYY-MM-DD */
  revokedOn: string;
  note: string | null;
}

/**
 * Records a revocation. The server answers the changed consent (the route's schema; common/consent/api.ts names
 * none), which replaces the row; an answer that does not fit has the list asked again before the mutation counts
 * as done, so the dialog closes onto the updated row. After an error the list is asked again without waiting:
 * after a 409 a colleague may have recorded it first, and the row should show theirs.
 */
export function useRevokeConsent(submissionId: string) {
  const queryClient = useQueryClient();
  const key = consentKeys.list(submissionId);
  const reload = () => queryClient.invalidateQueries({ queryKey: key, exact: true });
  return useMutation({
    mutationFn: ({ consentId, revokedOn, note }: RevocationInput) =>
      apiRequest<unknown>(`${consentUrl(submissionId, consentId)}/revocation`, {
        method: 'POST',
        body: { revoked_on: revokedOn, note },
      }),
    onSuccess: async (answer) => {
      const changed = staffConsentSchema.safeParse(answer);
      if (changed.success)
        queryClient.setQueryData<StaffConsent[]>(key, (current) =>
          current?.map((consent) => (consent.id === changed.data.id ? changed.data : consent)),
        );
      else await reload();
    },
    onError: () => void reload(),
  });
}
