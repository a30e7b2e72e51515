// What the reply endpoints take and answer (issue 28): a reply to the patient, a practice's template save, the
// history and the templates. Shared by the server's routes and the web's dialog (the same German errors).
import { z } from 'zod';
import { replyTexts } from '../texts/replies.ts';
import { WORKFLOW_STATE_VALUES } from '../workflow.ts';
import { isPastDay, isReplyDate, isReplyTime, unknownPlaceholders } from './placeholders.ts';
import { REPLY_STATUS_VALUES } from './replyStatus.ts';
import { REPLY_TEMPLATE_VALUES } from './replyTemplateKinds.ts';

export type { ReplyStatus } from './replyStatus.ts';

export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 10_000;

const errors = replyTexts.errors;

const subjectSchema = z
  .string({ error: errors.subjectRequired })
  .trim()
  .min(1, errors.subjectRequired)
  .max(REPLY_SUBJECT_MAX, errors.subjectTooLong(REPLY_SUBJECT_MAX))
  .regex(/^[^\r\n]*$/, errors.subjectLineBreak);

const bodySchema = z
  .string({ error: errors.bodyRequired })
  .trim()
  .min(1, errors.bodyRequired)
  .max(REPLY_BODY_MAX, errors.bodyTooLong(REPLY_BODY_MAX));

/**
 * POST /api/submissions/:id/replies. Without subject or body the practice's template fills them; either way
 * the placeholders are filled when sent. A Terminvorschlag needs a real day (not past) and a time of day.
 */
export const replyBodySchema = z
  .object({
    template: z.enum(REPLY_TEMPLATE_VALUES, { error: errors.template }),
    date: z.string().max(20).optional(),
    time: z.string().max(10).optional(),
    subject: subjectSchema.optional(),
    body: bodySchema.optional(),
  })
  .superRefine((value, ctx) => {
    const proposal = value.template === 'terminvorschlag';
    const date = value.date?.trim() ?? '';
    const time = value.time?.trim() ?? '';
    if (!date && proposal) ctx.addIssue({ code: 'custom', path: ['date'], message: errors.dateRequired });
    else if (date && !isReplyDate(date))
      ctx.addIssue({ code: 'custom', path: ['date'], message: errors.dateInvalid });
    else if (date && proposal && isPastDay(date))
      ctx.addIssue({ code: 'custom', path: ['date'], message: errors.datePast });
    if (!time && proposal) ctx.addIssue({ code: 'custom', path: ['time'], message: errors.timeRequired });
    else if (time && !isReplyTime(time))
      ctx.addIssue({ code: 'custom', path: ['time'], message: errors.timeInvalid });
  });
export type ReplyBody = z.infer<typeof replyBodySchema>;

/** PUT /api/reply-templates/:tenantId/:kind: both texts, only our placeholders. */
export const replyTemplateBodySchema = z
  .object({ subject: subjectSchema, body: bodySchema })
  .superRefine((value, ctx) => {
    for (const field of ['subject', 'body'] as const) {
      const unknown = unknownPlaceholders(value[field])[0];
      if (unknown)
        ctx.addIssue({ code: 'custom', path: [field], message: errors.unknownPlaceholder(unknown) });
    }
  });
export type ReplyTemplateBody = z.infer<typeof replyTemplateBodySchema>;

export const replyEntrySchema = z.object({
  id: z.string(),
  template: z.enum(REPLY_TEMPLATE_VALUES),
  /** Opened for staff; null when it cannot be read (a key problem), never the ciphertext. */
  subject: z.string().nullable(),
  body: z.string().nullable(),
  status: z.enum(REPLY_STATUS_VALUES),
  attempts: z.number().int(),
  error_message: z.string().nullable(),
  /** null: the author's account was deleted. */
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type ReplyEntry = z.infer<typeof replyEntrySchema>;

/** The answer to a reply: the queued history entry and the request's workflow state after it. */
export const replyCreatedSchema = z.object({
  reply: replyEntrySchema,
  workflow_state: z.enum(WORKFLOW_STATE_VALUES),
});
export type ReplyCreated = z.infer<typeof replyCreatedSchema>;

/** The request's replies, newest first. */
export const replyHistorySchema = z.object({ replies: z.array(replyEntrySchema) });

export const replyTemplateSchema = z.object({
  kind: z.enum(REPLY_TEMPLATE_VALUES),
  label: z.string(),
  subject: z.string(),
  body: z.string(),
  /** false: the built-in text applies (no saved one). */
  custom: z.boolean(),
  updated_at: z.string().nullable(),
});
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

export const replyTemplatesResponseSchema = z.object({
  /** practice_name: the name replies carry (the reception's company name, else the practice's name). */
  tenant: z.object({ id: z.string(), name: z.string(), practice_name: z.string() }),
  templates: z.array(replyTemplateSchema),
});
export type ReplyTemplatesResponse = z.infer<typeof replyTemplatesResponseSchema>;
