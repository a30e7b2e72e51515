import { useQueries } from '@tanstack/react-query';
import { replyHistoryQuery } from '../../api/replies.ts';
import { workflowQuery } from '../../api/workflow.ts';
import { consentsQuery } from './consent/useConsents.ts';

/**
 * Whether the staff panels above the e-mail section (Einwilligungen, Bearbeitung, Antworten) have their first
 * answer, success or failure. Asked from the start beside the detail, so they arrive with it; until then the
 * detail shows one placeholder for everything below the request, as each panel's own loading state would grow
 * or shrink it and move the buttons below under a pointer about to click them.
 */
export function useStaffPanelsSettled(submissionId: string, enabled: boolean): boolean {
  const answers = useQueries({
    queries: [
      { ...consentsQuery(submissionId), enabled },
      { ...workflowQuery(submissionId), enabled },
      { ...replyHistoryQuery(submissionId), enabled },
    ],
  });
  return answers.every((answer) => !answer.isPending);
}
