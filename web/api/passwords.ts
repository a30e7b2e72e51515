// Passwords people manage themselves (issue 27): "Passwort ändern" (signed in), "Passwort vergessen?", the page
// a link from a reset or invitation mail opens, and the login step after an admin-set password. Every call
// here except the first has no session, so a 401 is an answer (an expired step), not an ended session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type ChangePasswordBody,
  completePasswordLinkAnswerSchema,
  passwordLinkInfoSchema,
  passwordStepSchema,
} from '../../common/schemas/passwords.ts';
import { sessionResponseSchema } from '../../common/schemas/session.ts';
import { loginChallengeSchema } from '../../common/schemas/twoFactor.ts';
import { generalTexts } from '../../common/texts/general.ts';
import { ApiError, UNEXPECTED_RESPONSE_CODE } from './ApiError.ts';
import { type ApiRequestOptions, apiRequest } from './client.ts';
import { SESSION_QUERY_KEY } from './queryKeys.ts';

async function call<S extends z.ZodType>(path: string, schema: S, options: ApiRequestOptions) {
  const parsed = schema.safeParse(await apiRequest<unknown>(path, options));
  if (!parsed.success)
    throw new ApiError(200, UNEXPECTED_RESPONSE_CODE, generalTexts.unexpectedResponse(200));
  return parsed.data as z.infer<S>;
}

const anonymous = { method: 'POST', handleUnauthorized: false } as const;

/** "Passwort ändern": the other sessions end on the server, this one stays. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiRequest<void>('/api/auth/password', { method: 'POST', body }),
  });

/** "Passwort vergessen?": the server answers the same whether the address has an account or not. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (email: string) =>
      apiRequest<unknown>('/api/auth/password-reset', { ...anonymous, body: { email } }),
  });

/** What a link from a mail is for (reset or invitation) and for which address; 410 when it is dead. */
export const describePasswordLink = (token: string) =>
  call('/api/auth/password-link', passwordLinkInfoSchema, { ...anonymous, body: { token } });

export const useCompletePasswordLink = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      call('/api/auth/password-link/complete', completePasswordLinkAnswerSchema, { ...anonymous, body }),
  });

/** Any login step's answer: the session, a two-factor step, or the own password first. */
export const loginStepAnswerSchema = z.union([
  sessionResponseSchema,
  loginChallengeSchema,
  passwordStepSchema,
]);
export type LoginStepAnswer = z.infer<typeof loginStepAnswerSchema>;

/** The login step after an admin-set password: the session, or the required two-factor setup next. */
export function useSetPasswordAtLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      call('/api/auth/login/password', loginStepAnswerSchema, { ...anonymous, body: { password } }),
    onSuccess: (answer) => {
      if ('user' in answer) queryClient.setQueryData(SESSION_QUERY_KEY, answer.user);
    },
  });
}
