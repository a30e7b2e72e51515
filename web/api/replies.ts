// The calls of "Antworten" on the detail screen and of the administration's tab "Antwortvorlagen" (issue 28),
// with their query keys. Answers are parsed by the shared schemas, so a surprise shows as an error, not a crash.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ReplyBody,
  type ReplyCreated,
  type ReplyEntry,
  type ReplyTemplateBody,
  type ReplyTemplatesResponse,
  replyCreatedSchema,
  replyHistorySchema,
  replyTemplatesResponseSchema,
} from '../../common/replies/replySchemas.ts';
import type { ReplyTemplateKind } from '../../common/replies/replyTemplateKinds.ts';
import { apiRequest, parseAnswer } from './client.ts';
import { submissionDetailKeys } from './queryKeys.ts';
import { submissionKeys } from './submissions.ts';
import { workflowKeys } from './workflow.ts';

export const replyKeys = {
  all: ['replies'] as const,
  history: (submissionId: string) => [...replyKeys.all, 'history', submissionId] as const,
  templates: (tenantId: string) => [...replyKeys.all, 'templates', tenantId] as const,
};

/** While a reply waits for its job, the history asks again this often until it is sent or failed. */
export const QUEUED_POLL_MS = 2_000;

const repliesUrl = (submissionId: string) => `/api/submissions/${encodeURIComponent(submissionId)}/replies`;
const templateUrl = (tenantId: string, kind: ReplyTemplateKind) =>
  `/api/reply-templates/${encodeURIComponent(tenantId)}/${kind}`;

/**
 * The request's replies, newest first; polled in the background while one is queued. Shared by the panel and
 * the detail screen, which waits for its first answer.
 */
export const replyHistoryQuery = (submissionId: string) =>
  queryOptions({
    queryKey: replyKeys.history(submissionId),
    queryFn: async ({ signal }): Promise<ReplyEntry[]> =>
      parseAnswer(
        replyHistorySchema,
        await apiRequest<unknown>(repliesUrl(submissionId), { signal, background: true }),
      ).replies,
    refetchInterval: (query) =>
      query.state.data?.some((reply) => reply.status === 'queued') ? QUEUED_POLL_MS : false,
  });

// The detail page asked first, with its retries (usePanelsReady.ts): a failure shows here with its retry button.
export const useReplyHistory = (submissionId: string) =>
  useQuery({ ...replyHistoryQuery(submissionId), retryOnMount: false });

/** A practice's five templates (its staff's reply dialog and the administration read them). */
export const useReplyTemplates = (tenantId: string | null, enabled = true) =>
  useQuery({
    queryKey: replyKeys.templates(tenantId ?? ''),
    queryFn: async ({ signal }): Promise<ReplyTemplatesResponse> =>
      parseAnswer(
        replyTemplatesResponseSchema,
        await apiRequest<unknown>(`/api/reply-templates?tenant=${encodeURIComponent(tenantId!)}`, { signal }),
      ),
    enabled: Boolean(tenantId) && enabled,
    staleTime: 0,
  });

/**
 * Sends a reply. The queued entry goes on top of the history at once; the request's state (and its workflow
 * version) changed on the server, so the detail, its workflow panel and the dashboard's lists load again.
 */
export function useSendReply(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReplyBody): Promise<ReplyCreated> =>
      parseAnswer(
        replyCreatedSchema,
        await apiRequest<unknown>(repliesUrl(submissionId), { method: 'POST', body }),
      ),
    onSuccess: ({ reply }) => {
      queryClient.setQueryData<ReplyEntry[]>(replyKeys.history(submissionId), (current) => [
        reply,
        ...(current ?? []).filter((entry) => entry.id !== reply.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: submissionDetailKeys.detail(submissionId) });
      // The workflow panel's version moved too: without this its next change would read as a colleague's.
      void queryClient.invalidateQueries({ queryKey: workflowKeys.detail(submissionId) });
      void queryClient.invalidateQueries({ queryKey: submissionKeys.all });
    },
  });
}

/** Saves a practice's own text for one template, or (text null) goes back to the built-in one. */
export function useChangeReplyTemplate(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, text }: { kind: ReplyTemplateKind; text: ReplyTemplateBody | null }) =>
      parseAnswer(
        replyTemplatesResponseSchema,
        await apiRequest<unknown>(
          templateUrl(tenantId, kind),
          text ? { method: 'PUT', body: text } : { method: 'DELETE' },
        ),
      ),
    onSuccess: (answer) => queryClient.setQueryData(replyKeys.templates(tenantId), answer),
  });
}
