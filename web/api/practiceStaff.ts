// A practice's team as its owner runs it (issue 44): /api/practices/:tenantId/staff.
import { useQuery } from '@tanstack/react-query';
import type { PracticeRole } from '../../common/practiceRoles.ts';
import type { InviteMemberBody, PracticeMember } from '../../common/schemas/practiceStaff.ts';
import { apiRequest } from './client.ts';

export type { PracticeMember };

export const practiceStaffKeys = {
  of: (tenantId: string) => ['practice-staff', tenantId] as const,
};

const staffPath = (tenantId: string, userId?: string) =>
  `/api/practices/${encodeURIComponent(tenantId)}/staff${userId ? `/${encodeURIComponent(userId)}` : ''}`;

export const usePracticeStaff = (tenantId: string) =>
  useQuery({
    queryKey: practiceStaffKeys.of(tenantId),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ staff: PracticeMember[] }>(staffPath(tenantId), { signal })).staff,
    staleTime: 0,
  });

/** `invitation_sent` null: an existing account was added, no mail went out. */
export function inviteMember(tenantId: string, body: InviteMemberBody) {
  return apiRequest<{ member: PracticeMember; invitation_sent: boolean | null }>(staffPath(tenantId), {
    method: 'POST',
    body,
  });
}

export function changeMemberRole(tenantId: string, userId: string, practiceRole: PracticeRole) {
  return apiRequest<PracticeMember>(staffPath(tenantId, userId), {
    method: 'PATCH',
    body: { practice_role: practiceRole },
  });
}

export function removeMember(tenantId: string, userId: string) {
  return apiRequest<void>(staffPath(tenantId, userId), { method: 'DELETE' });
}
