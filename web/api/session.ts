import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginRequest, SessionTimes, SessionUser } from '../../common/schemas/session.ts';
import type { LoginChallenge } from '../../common/schemas/twoFactor.ts';
import { hasSignedInHint, SESSION_PATH } from '../../common/sessionSignals.ts';
import { generalTexts } from '../../common/texts/general.ts';
import { ApiError, isApiError, UNEXPECTED_RESPONSE_CODE } from './ApiError.ts';
import { apiRequest } from './client.ts';
import { resetClientState } from './clientState.ts';
import { SESSION_QUERY_KEY, SESSION_TIMES_QUERY_KEY } from './queryKeys.ts';

// The answers' schemas (and zod with them) load beside the first request that needs them, not with the login
// screen, whose first load stays without zod (issue 14).
const sessionSchemas = () => import('../../common/schemas/session.ts');
const loginStepSchemas = () => import('../../common/schemas/twoFactor.ts');
const passwordStepSchemas = () => import('../../common/schemas/passwords.ts');

/** The session answer of `request`, checked; its schema is fetched while the request is under way. */
async function parseSession(request: Promise<unknown>) {
  const [{ sessionResponseSchema }, payload] = await Promise.all([sessionSchemas(), request]);
  const parsed = sessionResponseSchema.safeParse(payload);
  if (!parsed.success)
    throw new ApiError(200, UNEXPECTED_RESPONSE_CODE, generalTexts.unexpectedResponse(200));
  return parsed.data;
}

/**
 * When the session ends (absolutely and by idleness). `background`: only look (the idle notice's checks);
 * without it the probe is a user action that moves the idle end ("Angemeldet bleiben"). A 401 sends the
 * browser to the login screen like any other call.
 */
export async function probeSession(background: boolean): Promise<SessionTimes> {
  return (await parseSession(apiRequest(SESSION_PATH, { background }))).session;
}

/** A session answer's end times and when it came (the seconds left count from then). */
export type SessionTimesAnswer = { times: SessionTimes; receivedAt: number };

/**
 * The signed-in user, or null when nobody is signed in (the server answers 401). Without the server's
 * signed-in hint nobody is: no probe, so an anonymous visitor's console shows no 401. The answer's end times
 * are kept for the idle notice (useSessionEnds), which then needs no request of its own at load.
 */
async function fetchSession(signal: AbortSignal, client: QueryClient): Promise<SessionUser | null> {
  if (!hasSignedInHint(document.cookie)) return null;
  try {
    const answer = await parseSession(apiRequest(SESSION_PATH, { signal, handleUnauthorized: false }));
    client.setQueryData<SessionTimesAnswer>(SESSION_TIMES_QUERY_KEY, {
      times: answer.session,
      receivedAt: Date.now(),
    });
    return answer.user;
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export function useSession() {
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal, client }) => fetchSession(signal, client),
  });
}

export type PasswordStepAnswer =
  | { user: SessionUser }
  | { two_factor: LoginChallenge }
  | { password_change: { expires_at: string } };

/** The password step: the session, or the two-factor step that comes first (`two_factor`, web/api/twoFactor.ts). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginRequest): Promise<PasswordStepAnswer> => {
      const [payload, { loginChallengeSchema }, { passwordStepSchema }] = await Promise.all([
        apiRequest('/api/auth/login', { method: 'POST', body: credentials, handleUnauthorized: false }),
        loginStepSchemas(),
        passwordStepSchemas(),
      ]);
      const step = loginChallengeSchema.safeParse(payload);
      if (step.success) return step.data;
      // An admin chose the password: the user's own comes first (web/pages/login/PasswordChangeStep.tsx).
      const passwordStep = passwordStepSchema.safeParse(payload);
      if (passwordStep.success) return passwordStep.data;
      return { user: (await parseSession(Promise.resolve(payload))).user };
    },
    onSuccess: (answer) => {
      if ('user' in answer) queryClient.setQueryData(SESSION_QUERY_KEY, answer.user);
    },
  });
}

/** Ends the session on the server, forgets everything about the user here and opens the login screen. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest<void>('/api/auth/logout', { method: 'POST', handleUnauthorized: false });
      } catch (error) {
        // A session that already expired is as good as logged out.
        if (!isApiError(error, 401)) throw error;
      }
    },
    onSuccess: () => {
      // Navigate first: the router renders after this handler, when the cache already says "signed out",
      // so neither the layout's guard nor the login page sees a half-cleared state.
      navigate('/login', { replace: true });
      resetClientState(queryClient);
    },
  });
}

/** "Überall abmelden": ends every session of the user on the server, this one too, then as useLogout. */
export function useLogoutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest<void>('/api/auth/logout-all', { method: 'POST', handleUnauthorized: false }),
    onSuccess: () => {
      navigate('/login', { replace: true });
      resetClientState(queryClient);
    },
  });
}
