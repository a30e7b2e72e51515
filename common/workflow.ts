// The desk's shared workflow (issue 28): a request is Neu, In Bearbeitung or Erledigt. Erledigt is the spec's
// "processed", so every spec behaviour of is_processed stays (the database keeps both equal).
export const WORKFLOW_STATE_VALUES = ['neu', 'in_bearbeitung', 'erledigt'] as const;
export type WorkflowState = (typeof WORKFLOW_STATE_VALUES)[number];

export const WORKFLOW_STATE_LABELS: Record<WorkflowState, string> = {
  neu: 'Neu',
  in_bearbeitung: 'In Bearbeitung',
  erledigt: 'Erledigt',
};

export const isWorkflowState = (value: unknown): value is WorkflowState =>
  typeof value === 'string' && (WORKFLOW_STATE_VALUES as readonly string[]).includes(value);
