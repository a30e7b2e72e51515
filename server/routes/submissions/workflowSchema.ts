import { z } from 'zod';
import { workflowViewSchema } from '../../../common/schemas/workflow.ts';
import { workflowTexts } from '../../../common/texts/workflow.ts';
import { WORKFLOW_STATE_VALUES } from '../../../common/workflow.ts';

const T = workflowTexts.errors;

/** A change of state and/or owner over the version the writer saw. */
export const workflowPatchBodySchema = z
  .strictObject({
    version: z.number({ error: 'version muss eine ganze Zahl sein.' }).int().min(0),
    state: z.enum(WORKFLOW_STATE_VALUES, { error: 'Unbekannter Status.' }).optional(),
    assigneeId: z.uuid({ error: 'Ungültige Benutzer-ID.' }).nullable().optional(),
    assignToMe: z.literal(true).optional(),
  })
  .refine(
    (body) => body.state !== undefined || body.assigneeId !== undefined || body.assignToMe,
    T.changeRequired,
  )
  .refine((body) => !(body.assignToMe && body.assigneeId !== undefined), T.assigneeTwice);

// The text is checked by the command (NOTE_INVALID), whatever was sent.
export const noteBodySchema = z.object({ text: z.unknown().optional() });

export const workflowResponseSchema = workflowViewSchema;
