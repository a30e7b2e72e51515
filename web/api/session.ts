import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type LoginRequest, type SessionUser, sessionResponseSchema } from '../../common/schemas/session.ts';
import { generalTexts } from '../../common/texts/general.ts';
import { ApiError, isApiError, UNEXPECTED_RESPONSE_CODE } from './ApiError.ts';
import { apiRequest } from './client.ts';
import { resetClientState } from './clientState.ts';
import { SESSION_QUERY_KEY } from './queryKeys.ts';

function parseSessionUser(payload: unknown): SessionUser {
  const parsed = sessionResponseSchema.safeParse(payload);
  if (!parsed.success)
    throw new ApiError(200, UNEXPECTED_RESPONSE_CODE, generalTexts.unexpectedResponse(200));
  return parsed.data.user;
}

/** The signed-in user, or null when nobody is signed in (the server answers 401). */
async function fetchSession(signal: AbortSignal): Promise<SessionUser | null> {
  try {
    return parseSessionUser(await apiRequest('/api/auth/session', { signal, handleUnauthorized: false }));
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export function useSession() {
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginRequest) =>
      parseSessionUser(
        await apiRequest('/api/auth/login', { method: 'POST', body: credentials, handleUnauthorized: false }),
      ),
    onSuccess: (user) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
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
