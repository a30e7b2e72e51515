import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { submissionDetailKeys } from '../../api/queryKeys.ts';
import { bulkDelete, submissionKeys } from '../../api/submissions.ts';

type EraseResult = Awaited<ReturnType<typeof bulkDelete>>;

/**
 * Deletes this request and the patient's others at once, then goes back to the dashboard; with `onErased`
 * (the dashboard's patient search, already there) that is called instead.
 */
export function useErasePatientRequests(
  ids: string[],
  { onErased }: { onErased?: (result: EraseResult) => void } = {},
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const erase = useMutation({
    mutationFn: () => bulkDelete(ids),
    onSuccess: async (result) => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: submissionKeys.all });
      if (onErased) onErased(result);
      // What could not be deleted stays to be seen; otherwise nothing of this patient is left here.
      else if (result.failed.length === 0) navigate('/dashboard');
      else void queryClient.invalidateQueries({ queryKey: submissionDetailKeys.all });
    },
    onError: () => setConfirming(false),
  });
  return {
    confirming,
    setConfirming,
    erase: () => erase.mutate(),
    pending: erase.isPending,
    failed: erase.isError || Boolean(erase.data?.failed.length),
  };
}
