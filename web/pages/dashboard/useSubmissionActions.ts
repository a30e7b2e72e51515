import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { dashboardTexts } from '../../../common/texts/dashboard.ts';
import {
  bulkDelete,
  type SubmissionFilters,
  type SubmissionStats,
  type SubmissionsPage,
  setProcessed,
  setSpam,
  submissionKeys,
} from '../../api/submissions.ts';
import { useTransientMessage } from '../../hooks/useTransientMessage.ts';

const texts = dashboardTexts;

/**
 * Processed toggle, spam marks and bulk delete for the list shown with `filters`. Changes show at once
 * (list and unprocessed counter); on failure they are rolled back and `alert` carries the spec's message.
 */
export function useSubmissionActions(filters: SubmissionFilters, tenant: string | null) {
  const queryClient = useQueryClient();
  const listKey = submissionKeys.list(filters);
  const statsKey = submissionKeys.stats(tenant);
  const [alert, setAlert] = useState<string | null>(null);
  const [success, setSuccess] = useTransientMessage();

  const refreshAfterChange = () => {
    void queryClient.invalidateQueries({ queryKey: submissionKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: submissionKeys.stats(tenant) });
    void queryClient.invalidateQueries({ queryKey: submissionKeys.daily(tenant) });
  };

  const patchCard = (id: string, change: (card: SubmissionsPage['submissions'][number]) => object) =>
    queryClient.setQueryData<SubmissionsPage>(listKey, (page) =>
      page
        ? { ...page, submissions: page.submissions.map((s) => (s.id === id ? { ...s, ...change(s) } : s)) }
        : page,
    );

  const toggleProcessed = useMutation({
    mutationFn: ({ id, isProcessed }: { id: string; isProcessed: boolean }) => setProcessed(id, isProcessed),
    onMutate: async ({ id, isProcessed }) => {
      setAlert(null);
      await queryClient.cancelQueries({ queryKey: listKey });
      await queryClient.cancelQueries({ queryKey: statsKey });
      const previousList = queryClient.getQueryData<SubmissionsPage>(listKey);
      const previousStats = queryClient.getQueryData<SubmissionStats>(statsKey);
      const card = previousList?.submissions.find((s) => s.id === id);
      patchCard(id, () => ({ is_processed: isProcessed }));
      // Spam is outside both counters (stats: total = processed + unprocessed + spam).
      if (previousStats && card && !card.is_spam) {
        const delta = isProcessed ? -1 : 1;
        queryClient.setQueryData<SubmissionStats>(statsKey, {
          ...previousStats,
          unprocessed: Math.max(0, previousStats.unprocessed + delta),
          processed: Math.max(0, previousStats.processed - delta),
        });
      }
      return { previousList, previousStats };
    },
    onError: (_error, _vars, context) => {
      if (context?.previousList) queryClient.setQueryData(listKey, context.previousList);
      if (context?.previousStats) queryClient.setQueryData(statsKey, context.previousStats);
      setAlert(texts.errors.toggleFailed);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: submissionKeys.stats(tenant) });
    },
  });

  const markSpam = useMutation({
    mutationFn: ({ id, isSpam }: { id: string; isSpam: boolean }) => setSpam(id, isSpam),
    onMutate: async ({ id, isSpam }) => {
      setAlert(null);
      setSuccess(null);
      await queryClient.cancelQueries({ queryKey: listKey });
      const previousList = queryClient.getQueryData<SubmissionsPage>(listKey);
      patchCard(id, () => ({ is_spam: isSpam }));
      return { previousList };
    },
    onSuccess: (result, { id, isSpam }) => {
      patchCard(id, () => ({ is_spam: result.submission.is_spam, spam_score: result.submission.spam_score }));
      setSuccess(isSpam ? texts.card.markedSpam : texts.card.markedNotSpam);
      refreshAfterChange();
    },
    onError: (_error, _vars, context) => {
      if (context?.previousList) queryClient.setQueryData(listKey, context.previousList);
      setAlert(texts.errors.markFailed);
    },
  });

  const deleteMany = useMutation({
    mutationFn: (ids: string[]) => bulkDelete(ids),
    onMutate: () => setAlert(null),
    onSuccess: (result) => {
      if (result.failed.length > 0) setAlert(texts.errors.deleteFailed);
    },
    onError: () => setAlert(texts.errors.deleteFailed),
    onSettled: refreshAfterChange,
  });

  return {
    toggleProcessed,
    markSpam,
    deleteMany,
    alert,
    dismissAlert: () => setAlert(null),
    success,
  };
}
