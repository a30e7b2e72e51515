// The calls of the memberships screens (spec 001 §7): active packages, the own membership, every user's
// membership (admins) and saving one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type AddonSelection,
  type Membership,
  type MembershipPackage,
  type MembershipUser,
  membershipUserListResponseSchema,
  ownMembershipResponseSchema,
  packageListResponseSchema,
  userMembershipResponseSchema,
} from '../../common/schemas/membership.ts';
import { generalTexts } from '../../common/texts/general.ts';
import { ApiError, UNEXPECTED_RESPONSE_CODE } from './ApiError.ts';
import { apiRequest } from './client.ts';
import { SESSION_QUERY_KEY } from './queryKeys.ts';

export type { AddonSelection, Membership, MembershipPackage, MembershipUser };

export const membershipKeys = {
  all: ['memberships'] as const,
  packages: ['memberships', 'packages'] as const,
  own: ['memberships', 'me'] as const,
  users: ['memberships', 'users'] as const,
  user: (userId: string) => ['memberships', 'users', userId] as const,
};

const BASE = '/api/memberships';

async function getParsed<S extends z.ZodType>(
  path: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await apiRequest<unknown>(path, { signal }));
  if (!parsed.success)
    throw new ApiError(200, UNEXPECTED_RESPONSE_CODE, generalTexts.unexpectedResponse(200));
  return parsed.data;
}

export const fetchPackages = async (signal?: AbortSignal) =>
  (await getParsed(`${BASE}/packages`, packageListResponseSchema, signal)).packages;

export const fetchOwnMembership = async (signal?: AbortSignal) =>
  (await getParsed(`${BASE}/me`, ownMembershipResponseSchema, signal)).membership;

export const fetchMembershipUsers = async (signal?: AbortSignal) =>
  (await getParsed(`${BASE}/users`, membershipUserListResponseSchema, signal)).users;

const userPath = (userId: string) => `${BASE}/users/${encodeURIComponent(userId)}`;

export const fetchUserMembership = (userId: string, signal?: AbortSignal) =>
  getParsed(userPath(userId), userMembershipResponseSchema, signal);

export function usePackages(enabled = true) {
  return useQuery({
    queryKey: membershipKeys.packages,
    queryFn: ({ signal }) => fetchPackages(signal),
    enabled,
  });
}

export function useOwnMembership() {
  return useQuery({ queryKey: membershipKeys.own, queryFn: ({ signal }) => fetchOwnMembership(signal) });
}

export function useMembershipUsers() {
  return useQuery({ queryKey: membershipKeys.users, queryFn: ({ signal }) => fetchMembershipUsers(signal) });
}

export function useUserMembership(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: membershipKeys.user(userId),
    queryFn: ({ signal }) => fetchUserMembership(userId, signal),
    enabled,
    // The modal opens on the stored state, not on what another admin changed a minute ago.
    staleTime: 0,
  });
}

export interface SaveMembershipInput {
  userId: string;
  packageId: string;
  addons: AddonSelection[];
}

/** Saves a user's membership; afterwards every membership view and the header's package are read again. */
export function useSaveMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, packageId, addons }: SaveMembershipInput) => {
      const parsed = userMembershipResponseSchema.safeParse(
        await apiRequest<unknown>(userPath(userId), {
          method: 'PUT',
          body: { package_id: packageId, addons },
        }),
      );
      if (!parsed.success)
        throw new ApiError(200, UNEXPECTED_RESPONSE_CODE, generalTexts.unexpectedResponse(200));
      return parsed.data;
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
        // The header shows the signed-in user's package (an admin may have changed their own).
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]);
    },
  });
}
