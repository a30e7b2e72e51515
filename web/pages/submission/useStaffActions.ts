import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import type { SubmissionDetail } from '../../../common/schemas/submissionDetail.ts';
import { submissionTexts } from '../../../common/texts/submission.ts';
import { fetchFile, saveBlob } from '../../api/fileDownload.ts';
import { submissionDetailKeys } from '../../api/queryKeys.ts';
import { deleteSubmission, pdfExportUrl } from '../../api/submissionDetail.ts';
import { setProcessed, setSpam, submissionKeys } from '../../api/submissions.ts';
import { workflowKeys } from '../../api/workflow.ts';
import { useTransientMessage } from '../../hooks/useTransientMessage.ts';
import type { StaffActions } from './types.ts';

const texts = submissionTexts;

/** A name for the export when the server gives none: reference number and today. */
const fallbackPdfName = (id: string) =>
  `Einreichung-${referenceNumber(id)}-${new Date().toISOString().slice(0, 10)}.pdf`;

/**
 * Processed flag, spam mark, delete and PDF export of one submission. Changes show at once in the detail and
 * refresh the dashboard's lists and counters; failures set `alert` to the spec's message.
 */
export function useStaffActions(submission: SubmissionDetail | undefined, backTo: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const [success, setSuccess] = useTransientMessage();

  const id = submission?.id ?? '';
  const detailKey = submissionDetailKeys.detail(id);
  const patchDetail = (change: Partial<SubmissionDetail>) =>
    queryClient.setQueryData<SubmissionDetail>(detailKey, (current) =>
      current ? { ...current, ...change } : current,
    );
  const refreshDashboard = () => queryClient.invalidateQueries({ queryKey: submissionKeys.all });

  const toggleProcessed = useMutation({
    mutationFn: (isProcessed: boolean) => setProcessed(id, isProcessed),
    onMutate: async (isProcessed) => {
      setAlert(null);
      await queryClient.cancelQueries({ queryKey: detailKey });
      const previous = queryClient.getQueryData<SubmissionDetail>(detailKey);
      patchDetail({ is_processed: isProcessed });
      return { previous };
    },
    onSuccess: (result) => {
      patchDetail({ is_processed: result.submission.is_processed });
      // Erledigt is the workflow's state too: the Bearbeitung panel reads it (and the new version) again.
      void queryClient.invalidateQueries({ queryKey: workflowKeys.detail(id) });
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(detailKey, context.previous);
      setAlert(texts.errors.status);
    },
    onSettled: () => void refreshDashboard(),
  });

  const markSpam = useMutation({
    mutationFn: (isSpam: boolean) => setSpam(id, isSpam),
    onMutate: () => {
      setAlert(null);
      setSuccess(null);
    },
    onSuccess: (result, isSpam) => {
      // The server's score after a manual mark: 70 for spam, 0 for not spam (spec 001 §4, §9).
      patchDetail({ is_spam: result.submission.is_spam, spam_score: result.submission.spam_score });
      setSuccess(isSpam ? texts.spam.markedSpam : texts.spam.markedNotSpam);
      void refreshDashboard();
      void queryClient.invalidateQueries({ queryKey: detailKey });
    },
    onError: () => setAlert(texts.errors.spam),
  });

  const remove = useMutation({
    mutationFn: () => deleteSubmission(id),
    onMutate: () => setAlert(null),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: detailKey });
      void refreshDashboard();
      navigate(backTo);
    },
    onError: () => setAlert(texts.errors.delete),
  });

  const exportPdf = useMutation({
    mutationFn: async () => {
      const file = await fetchFile(pdfExportUrl(id));
      saveBlob(file.blob, file.fileName ?? fallbackPdfName(id));
    },
    onMutate: () => setAlert(null),
    onError: () => setAlert(texts.errors.pdfExport),
  });

  const actions: StaffActions = {
    backTo,
    onToggleProcessed: () => {
      if (submission) toggleProcessed.mutate(!submission.is_processed);
    },
    processedPending: toggleProcessed.isPending,
    onSetSpam: (isSpam) => markSpam.mutate(isSpam),
    spamPending: markSpam.isPending,
    onDelete: (close) => remove.mutate(undefined, { onError: close }),
    deletePending: remove.isPending,
    onExportPdf: () => exportPdf.mutate(),
    exportPending: exportPdf.isPending,
  };

  return { actions, alert, dismissAlert: () => setAlert(null), success };
}
