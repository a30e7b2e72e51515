import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnamneseDetail, SubmissionDetail } from '../../../common/schemas/submissionDetail.ts';
import { submissionTexts } from '../../../common/texts/submission.ts';
import { submissionDetailKeys } from '../../api/queryKeys.ts';
import { generateSummary, processAnamnese } from '../../api/submissionDetail.ts';
import type { AiActions } from './types.ts';

const errors = submissionTexts.errors;
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The AI summary (submitAnamnese in manual mode, then the latest summary is reloaded) and the Fließtext
 * (processAnamnese; regenerate overwrites), with the spec's in-progress states and error texts.
 */
export function useAiActions(
  submission: SubmissionDetail | undefined,
  anamnese: AnamneseDetail | undefined,
): AiActions {
  const queryClient = useQueryClient();
  const id = submission?.id ?? '';
  const detailKey = submissionDetailKeys.detail(id);
  const anamneseKey = submissionDetailKeys.anamnese(id);
  const record = anamnese?.anamnese;

  const summary = useMutation({
    mutationFn: () => {
      if (!submission || !record?.answers) throw new Error(submissionTexts.decryptionFailed);
      return generateSummary({
        tenantId: submission.tenant_id,
        anamneseId: record.id,
        answers: record.answers,
        completedAt: record.completed_at,
      });
    },
    onSuccess: async (result) => {
      queryClient.setQueryData<AnamneseDetail>(anamneseKey, (current) =>
        current ? { ...current, summary: result.summary } : current,
      );
      // Reload so the screen shows what the server now holds as the latest summary (spec 001 §4).
      await queryClient.invalidateQueries({ queryKey: anamneseKey });
    },
  });

  const text = useMutation({
    mutationFn: (regenerate: boolean) => processAnamnese(id, regenerate),
    onSuccess: async (result) => {
      queryClient.setQueryData<SubmissionDetail>(detailKey, (current) =>
        current ? { ...current, generated_text: result.generatedText } : current,
      );
      await queryClient.invalidateQueries({ queryKey: detailKey });
    },
  });

  return {
    onGenerateSummary: record?.answers ? () => summary.mutate() : undefined,
    summaryPending: summary.isPending,
    summaryError: summary.error ? errors.aiGeneration(reason(summary.error)) : null,
    onGenerateText: submission ? (regenerate) => text.mutate(regenerate) : undefined,
    textPending: text.isPending,
    textError: text.error
      ? text.variables
        ? errors.regenerate(reason(text.error))
        : errors.processingNotStarted
      : null,
  };
}
