import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { replyHistoryQuery } from '../../api/replies.ts';
import { workflowQuery } from '../../api/workflow.ts';
import { consentsQuery } from './consent/useConsents.ts';

/**
 * Whether the detail may show what lies below the request. The panels above the e-mail section (Einwilligungen,
 * Bearbeitung, Antworten) and the anamnese change their height when their first answer comes, which would move
 * the buttons below under a pointer about to click them; so their calls start beside the detail's, and until
 * each has answered (success, or failure after its retries) one placeholder stands for all of it. Once true it
 * stays true for this screen: a panel's own retry shows in the panel, not as the placeholder again.
 */
export function usePanelsReady(
  submissionId: string,
  enabled: boolean,
  anamneseAnswered: boolean,
  /** Whether the user may read the consents (issue 44); undefined until the request's practice is known. */
  consentsAllowed: boolean | undefined,
): boolean {
  const answers = useQueries({
    queries: [
      { ...workflowQuery(submissionId), enabled },
      { ...replyHistoryQuery(submissionId), enabled },
      { ...consentsQuery(submissionId), enabled: enabled && consentsAllowed === true },
    ],
  });
  const awaited = consentsAllowed ? answers : answers.slice(0, 2);
  const answeredNow =
    anamneseAnswered && consentsAllowed !== undefined && awaited.every((answer) => !answer.isPending);
  // Latched while rendering (React's pattern for state from earlier renders), so no frame shows it closed again.
  const [ready, setReady] = useState(false);
  if (answeredNow && !ready) setReady(true);
  return ready || answeredNow;
}
