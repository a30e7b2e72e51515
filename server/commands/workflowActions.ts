// The audit actions of the desk's workflow (issue 28). Details name states and user ids, never a note's text.
export const WORKFLOW_ACTIONS = {
  state: 'submission.workflow_state',
  assign: 'submission.assign',
  note: 'submission.note',
} as const;

/** Every audited write that counts workflow_version up: the last of them names who changed a request. */
export const VERSION_CHANGING_ACTIONS = [
  WORKFLOW_ACTIONS.state,
  WORKFLOW_ACTIONS.assign,
  WORKFLOW_ACTIONS.note,
  // The spec's PATCH is_processed (setProcessed) moves the state too.
  'submission.mark_processed',
  'submission.mark_unprocessed',
];
