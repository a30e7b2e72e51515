// Two-factor login's calls: the login's second step (/api/auth/two-factor, where a 401 is an answer, not an
// ended session), the own account (/api/account/two-factor) and the administration (/api/two-factor).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { passwordStepSchema } from '../../common/schemas/passwords.ts';
import { sessionResponseSchema } from '../../common/schemas/session.ts';
import {
  adminTwoFactorSettingsSchema,
  adminTwoFactorUsersSchema,
  type ReauthBody,
  recoveryCodesSchema,
  setupLoginAnswerSchema,
  setupStartSchema,
  tenantTwoFactorSchema,
  twoFactorStatusSchema,
} from '../../common/schemas/twoFactor.ts';
import { generalTexts } from '../../common/texts/general.ts';
import { ApiError, UNEXPECTED_RESPONSE_CODE } from './ApiError.ts';
import { type ApiRequestOptions, apiRequest } from './client.ts';
import { SESSION_QUERY_KEY } from './queryKeys.ts';

async function call<S extends z.ZodType>(path: string, schema: S, options: ApiRequestOptions = {}) {
  const parsed = schema.safeParse(await apiRequest<unknown>(path, options));
  if (!parsed.success)
    throw new ApiError(200, UNEXPECTED_RESPONSE_CODE, generalTexts.unexpectedResponse(200));
  return parsed.data as z.infer<S>;
}

const loginStep = { method: 'POST', handleUnauthorized: false } as const;

/** The second step with a code from the app or a recovery code: the session (or the own password first). */
export function useVerifyLoginCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      call('/api/auth/two-factor/verify', verifyAnswerSchema, { ...loginStep, body: { code } }),
    onSuccess: (answer) => {
      if ('user' in answer) queryClient.setQueryData(SESSION_QUERY_KEY, answer.user);
    },
  });
}

/** After an admin set the password, the code step leads to the user's own password (web/api/passwords.ts). */
const verifyAnswerSchema = z.union([sessionResponseSchema, passwordStepSchema]);

export const startLoginSetup = () => call('/api/auth/two-factor/setup', setupStartSchema, loginStep);

/** The required setup confirmed: the session, and the recovery codes to show before going on. */
export function useConfirmLoginSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      call('/api/auth/two-factor/setup/confirm', setupLoginAnswerSchema, { ...loginStep, body: { code } }),
    onSuccess: (answer) => queryClient.setQueryData(SESSION_QUERY_KEY, answer.user),
  });
}

export const twoFactorKeys = {
  own: ['two-factor', 'own'] as const,
  users: ['two-factor', 'users'] as const,
  settings: ['two-factor', 'settings'] as const,
  tenant: (id: string) => ['two-factor', 'tenant', id] as const,
};

const ACCOUNT = '/api/account/two-factor';

export const useOwnTwoFactor = () =>
  useQuery({
    queryKey: twoFactorKeys.own,
    queryFn: ({ signal }) => call(ACCOUNT, twoFactorStatusSchema, { signal }),
    staleTime: 0,
  });

export const startAccountSetup = () => call(`${ACCOUNT}/setup`, setupStartSchema, { method: 'POST' });

export const confirmAccountSetup = (code: string) =>
  call(`${ACCOUNT}/confirm`, recoveryCodesSchema, { method: 'POST', body: { code } });

export const disableTwoFactor = (proof: ReauthBody) =>
  apiRequest<void>(`${ACCOUNT}/disable`, { method: 'POST', body: proof });

export const renewRecoveryCodes = (proof: ReauthBody) =>
  call(`${ACCOUNT}/recovery-codes`, recoveryCodesSchema, { method: 'POST', body: proof });

export const useTwoFactorUsers = () =>
  useQuery({
    queryKey: twoFactorKeys.users,
    queryFn: ({ signal }) => call('/api/two-factor/users', adminTwoFactorUsersSchema, { signal }),
    staleTime: 0,
  });

export const resetUserTwoFactor = (userId: string) =>
  apiRequest<void>(`/api/two-factor/users/${encodeURIComponent(userId)}`, { method: 'DELETE' });

export const useAdminTwoFactorSetting = () =>
  useQuery({
    queryKey: twoFactorKeys.settings,
    queryFn: ({ signal }) => call('/api/two-factor/settings', adminTwoFactorSettingsSchema, { signal }),
    staleTime: 0,
  });

export const saveAdminTwoFactorSetting = (required: boolean) =>
  call('/api/two-factor/settings', adminTwoFactorSettingsSchema, {
    method: 'PUT',
    body: { require_admin_two_factor: required },
  });

export const useTenantTwoFactor = (tenantId: string) =>
  useQuery({
    queryKey: twoFactorKeys.tenant(tenantId),
    queryFn: ({ signal }) =>
      call(`/api/two-factor/tenants/${encodeURIComponent(tenantId)}`, tenantTwoFactorSchema, { signal }),
    enabled: tenantId !== '',
    gcTime: 0,
  });

export const saveTenantTwoFactor = (tenantId: string, required: boolean) =>
  call(`/api/two-factor/tenants/${encodeURIComponent(tenantId)}`, tenantTwoFactorSchema, {
    method: 'PUT',
    body: { require_two_factor: required },
  });
