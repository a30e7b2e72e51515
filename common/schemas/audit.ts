// The Protokoll's answers (issue 13): one shape for the server's serialisation, the web client and the tests.
import { z } from 'zod';

export const auditEntrySchema = z.object({
  id: z.string(),
  time: z.string(),
  actor: z.object({
    kind: z.enum(['user', 'public', 'system', 'cli', 'magic_link', 'patient']),
    userId: z.string().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    label: z.string(),
  }),
  practice: z.object({ id: z.string(), name: z.string() }).nullable(),
  action: z.object({ code: z.string(), label: z.string() }),
  target: z.object({ type: z.string(), id: z.string().nullable(), label: z.string() }).nullable(),
  submissionIds: z.array(z.string()),
  details: z.string(),
});

export const auditListResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  pagination: z.object({ page: z.number().int(), pageSize: z.number().int(), hasNextPage: z.boolean() }),
});

export const auditActionsResponseSchema = z.object({
  actions: z.array(z.object({ code: z.string(), label: z.string() })),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditPage = z.infer<typeof auditListResponseSchema>;
export type AuditAction = z.infer<typeof auditActionsResponseSchema>['actions'][number];
