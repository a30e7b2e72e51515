import { UserCheck } from 'lucide-react';
import type { WorkflowView } from '../../../../common/schemas/workflow.ts';
import { workflowTexts } from '../../../../common/texts/workflow.ts';
import {
  WORKFLOW_STATE_LABELS,
  WORKFLOW_STATE_VALUES,
  type WorkflowState,
} from '../../../../common/workflow.ts';
import { Button } from '../../../components/Button.tsx';
import { SegmentedControl } from '../../../components/SegmentedControl.tsx';
import { Select, type SelectOption } from '../../../components/Select.tsx';

const T = workflowTexts.panel;

const STATE_OPTIONS = WORKFLOW_STATE_VALUES.map((value) => ({ value, label: WORKFLOW_STATE_LABELS[value] }));

/** "Nicht zugewiesen", the practice's staff, and an owner not among them (an admin, a deactivated account). */
function ownerOptions(view: WorkflowView): SelectOption[] {
  const options = [
    { value: '', label: T.unassigned },
    ...view.staff.map((p) => ({ value: p.id, label: p.name })),
  ];
  const { assignee } = view;
  if (assignee && !view.staff.some((p) => p.id === assignee.id))
    options.push({ value: assignee.id, label: assignee.name });
  return options;
}

interface WorkflowControlsProps {
  view: WorkflowView;
  /** The signed-in user (undefined while the session loads). */
  meId: string | undefined;
  pending: boolean;
  onState: (state: WorkflowState) => void;
  onAssign: (assigneeId: string | null) => void;
  onAssignToMe: () => void;
}

/** State as a segmented control, the owner as a select, and "Mir zuweisen". */
export function WorkflowControls({
  view,
  meId,
  pending,
  onState,
  onAssign,
  onAssignToMe,
}: WorkflowControlsProps) {
  const mine = meId !== undefined && view.assignee?.id === meId;
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
      <div className="flex flex-col gap-1.5">
        <span aria-hidden="true" className="text-sm font-medium text-slate-700">
          {T.state}
        </span>
        <SegmentedControl
          label={T.state}
          options={STATE_OPTIONS}
          value={view.state}
          // A second click before the answer would send the same, now old, version.
          onChange={(state) => {
            if (!pending && state !== view.state) onState(state);
          }}
        />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Select
          label={T.owner}
          options={ownerOptions(view)}
          value={view.assignee?.id ?? ''}
          disabled={pending}
          onChange={(event) => onAssign(event.target.value || null)}
          className="min-w-56"
        />
        <Button
          variant="secondary"
          icon={<UserCheck aria-hidden="true" className="size-4" />}
          disabled={mine || pending}
          onClick={onAssignToMe}
        >
          {T.assignToMe}
        </Button>
      </div>
    </div>
  );
}
