// The desk's workflow answers (issue 28): one shape for the server's serialisation, the web client and the
// tests. GET, PATCH /api/submissions/:id/workflow and POST …/notes all answer a WorkflowView.
import { z } from 'zod';
import { WORKFLOW_STATE_VALUES } from '../workflow.ts';

/** A note's text after trimming: 1 to this many characters. */
export const NOTE_MAX_LENGTH = 5000;

export const workflowPersonSchema = z.object({ id: z.uuid(), name: z.string() });

export const workflowNoteSchema = z.object({
  id: z.uuid(),
  /** null: the author's account was deleted ("Gelöschter Benutzer"). */
  author: workflowPersonSchema.nullable(),
  /** null: the sealed text could not be opened. */
  text: z.string().nullable(),
  created_at: z.string(),
});

export const workflowViewSchema = z.object({
  state: z.enum(WORKFLOW_STATE_VALUES),
  /** What a write must name (optimistic concurrency); counts up with every change of state, owner or notes. */
  version: z.number().int(),
  /** null: nobody, or a deleted account. */
  assignee: workflowPersonSchema.nullable(),
  /** Whom the request may be assigned to: the practice's active staff (and an admin looking at it), by name. */
  staff: z.array(workflowPersonSchema),
  /** Oldest first. */
  notes: z.array(workflowNoteSchema),
});

export type WorkflowPerson = z.infer<typeof workflowPersonSchema>;
export type WorkflowNote = z.infer<typeof workflowNoteSchema>;
export type WorkflowView = z.infer<typeof workflowViewSchema>;
