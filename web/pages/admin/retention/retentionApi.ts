// The tab "Aufbewahrung"'s calls: a practice's periods, saving them, the last runs with their records.
import { useQuery } from '@tanstack/react-query';
import {
  type RetentionCategory,
  type RetentionPoliciesResponse,
  type RetentionRun,
  retentionPoliciesResponseSchema,
  retentionRunsResponseSchema,
} from '../../../../common/retention.ts';
import { apiRequest, parseAnswer } from '../../../api/client.ts';

export const retentionKeys = {
  all: ['admin-retention'] as const,
  policies: (tenantId: string) => [...retentionKeys.all, tenantId, 'policies'] as const,
  runs: (tenantId: string) => [...retentionKeys.all, tenantId, 'runs'] as const,
};

const path = (tenantId: string) => `/api/retention/tenants/${encodeURIComponent(tenantId)}`;

export const useRetentionPolicies = (tenantId: string | null) =>
  useQuery({
    queryKey: retentionKeys.policies(tenantId ?? ''),
    queryFn: async ({ signal }) =>
      parseAnswer(retentionPoliciesResponseSchema, await apiRequest<unknown>(path(tenantId!), { signal })),
    enabled: Boolean(tenantId),
    staleTime: 0,
  });

export const useRetentionRuns = (tenantId: string | null) =>
  useQuery({
    queryKey: retentionKeys.runs(tenantId ?? ''),
    queryFn: async ({ signal }): Promise<RetentionRun[]> =>
      parseAnswer(
        retentionRunsResponseSchema,
        await apiRequest<unknown>(`${path(tenantId!)}/runs`, { signal }),
      ).runs,
    enabled: Boolean(tenantId),
    staleTime: 0,
  });

export async function savePeriod(
  tenantId: string,
  category: RetentionCategory,
  periodDays: number | null,
): Promise<RetentionPoliciesResponse> {
  return parseAnswer(
    retentionPoliciesResponseSchema,
    await apiRequest<unknown>(path(tenantId), {
      method: 'PUT',
      body: { periods: { [category]: periodDays } },
    }),
  );
}
