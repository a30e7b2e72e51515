// The desk workflow's refusals (issue 28), with stable ids and the German texts of common/texts/workflow.ts.
import { workflowTexts } from '../../common/texts/workflow.ts';
import { AppError } from '../errors.ts';

const T = workflowTexts;

export const workflowErrors = {
  /** The version the writer saw moved on; `name` made the last change (null: unknown or deleted). */
  conflict: (name: string | null) =>
    new AppError('WORKFLOW_CONFLICT', 409, T.conflict.message(name ?? T.conflict.someoneElse)),
  assigneeNotStaff: () => new AppError('ASSIGNEE_NOT_STAFF', 400, T.errors.assigneeNotStaff),
  noteInvalid: () => new AppError('NOTE_INVALID', 400, T.errors.noteInvalid),
};
