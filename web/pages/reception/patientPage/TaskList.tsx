import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { PatientTask } from '../../../../common/patientPage/api.ts';
import { Button } from '../../../components/Button.tsx';
import { Card } from '../../../components/Card.tsx';
import { FormErrorAlert } from '../shared/FormErrorAlert.tsx';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';
import { WithIsolated } from './isolated.tsx';
import { startTask } from './patientPageApi.ts';
import { isTaskDone, patientFailure } from './patientPageErrors.ts';
import { taskTarget } from './patientPageToken.ts';

interface TaskListProps {
  requestId: string;
  tasks: readonly PatientTask[];
  onAccessLost: (kind: 'sessionEnded' | 'linkInvalid') => void;
  /** A task was done elsewhere meanwhile: the page asks for the view again. */
  onStale: () => void;
}

/** „Was noch zu tun ist“: each open task with a button that leads to where it is done. */
export function TaskList({ requestId, tasks, onAccessLost, onStale }: TaskListProps) {
  const t = usePatientTexts();
  const texts = t.patientPage.tasks;
  const ids = useId();
  const open = tasks.filter((task) => task.status === 'open');
  const [failure, setFailure] = useState<{ text: string; attempt: number } | null>(null);
  // The page is being left for the task: its button keeps spinning until the next page is there.
  const [leaving, setLeaving] = useState<string | null>(null);

  const start = useMutation({
    mutationFn: (taskId: string) => startTask(requestId, taskId),
    onSuccess: ({ url }, taskId) => {
      const target = taskTarget(url, window.location.origin);
      if (!target) return setFailure({ text: t.patientPage.errors.generic, attempt: Date.now() });
      setLeaving(taskId);
      window.location.assign(target);
    },
    onError: (error) => {
      const reaction = patientFailure(error, t);
      if (reaction.kind !== 'message') return onAccessLost(reaction.kind);
      if (isTaskDone(error)) onStale();
      setFailure({ text: reaction.text, attempt: Date.now() });
    },
  });
  const busy = start.isPending ? start.variables : leaving;

  return (
    <Card as="section" aria-labelledby={`${ids}-heading`} className="flex flex-col gap-4">
      <h2 id={`${ids}-heading`} className="text-xl font-semibold tracking-tight text-slate-900">
        {texts.heading}
      </h2>
      {failure && <FormErrorAlert message={failure.text} attempt={failure.attempt} />}
      {open.length === 0 ? (
        <p className="text-slate-700">{texts.none}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {open.map((task) => {
            const labelId = `${ids}-${task.id}`;
            return (
              <li
                key={task.id}
                className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
              >
                <p id={labelId} className="min-w-0 font-medium break-words text-slate-900">
                  {task.kind === 'anamnese' ? (
                    texts.anamnese
                  ) : (
                    <WithIsolated format={texts.signature} value={task.title ?? '…'} />
                  )}
                </p>
                <Button
                  size="lg"
                  loading={busy === task.id}
                  disabled={busy !== null && busy !== undefined}
                  aria-describedby={labelId}
                  onClick={() => {
                    setFailure(null);
                    start.mutate(task.id);
                  }}
                  className="w-full shrink-0 sm:w-auto"
                >
                  {texts.start}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
