// The tab "Aufbewahrung"'s calls: a practice's periods, saving them, the last runs with their records.
import { useQuery } from '@tanstack/react-query';
import {
  type RetentionCategory,
  type RetentionPoliciesResponse,
  type RetentionRun,
  retentionPoliciesResponseSchema,
  retentionRunsResponseSchema,
} from '../../../../common/retention.ts';
import { generalTexts } from '../../../../common/texts/general.ts';
import { ApiError, UNEXPECTED_RESPONSE_CODE } from '../../../api/ApiError.ts';
import { apiRequest } from '../../../api/client.ts';

export const retentionKeys = {
  all: ['admin-retention'] as const,
  policies: (tenantId: string) => [...retentionKeys.all, tenantId, 'policies'] as const,
  runs: (tenantId: string) => [...retentionKeys.all, tenantId, 'runs'] as const,
};

const path = (tenantId: string) => `/api/retention/tenants/${encodeURIComponent(tenantId)}`;

function parsed<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new ApiError(200, UNEXPECTED_RESPONSE_CODE, generalTexts.unexpectedResponse(200));
  return result.data;
}

export const useRetentionPolicies = (tenantId: string | null) =>
  useQuery({
    queryKey: retentionKeys.policies(tenantId ?? ''),
    queryFn: async ({ signal }) =>
      parsed(retentionPoliciesResponseSchema, await apiRequest<unknown>(path(tenantId!), { signal })),
    enabled: Boolean(tenantId),
    staleTime: 0,
  });

export const useRetentionRuns = (tenantId: string | null) =>
  useQuery({
    queryKey: retentionKeys.runs(tenantId ?? ''),
    queryFn: async ({ signal }): Promise<RetentionRun[]> =>
      parsed(retentionRunsResponseSchema, await apiRequest<unknown>(`${path(tenantId!)}/runs`, { signal }))
        .runs,
    enabled: Boolean(tenantId),
    staleTime: 0,
  });

export async function savePeriod(
  tenantId: string,
  category: RetentionCategory,
  periodDays: number | null,
): Promise<RetentionPoliciesResponse> {
  return parsed(
    retentionPoliciesResponseSchema,
    await apiRequest<unknown>(path(tenantId), {
      method: 'PUT',
      body: { periods: { [category]: periodDays } },
    }),
  );
}
