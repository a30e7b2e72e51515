// The machine translation of a request's free text (issue 29): read what is stored and whether a provider is
// configured, or have the server translate (regenerate: anew although one is stored).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TranslationResponse, translationResponseSchema } from '../../common/schemas/translation.ts';
import { apiRequest, parseAnswer } from './client.ts';

export const translationKeys = {
  all: ['submission-translation'] as const,
  detail: (id: string) => [...translationKeys.all, id] as const,
};

const path = (id: string) => `/api/submissions/${encodeURIComponent(id)}/translation`;

export const fetchTranslation = async (id: string, signal?: AbortSignal): Promise<TranslationResponse> =>
  parseAnswer(translationResponseSchema, await apiRequest<unknown>(path(id), { signal }));

export const requestTranslation = async (id: string, regenerate: boolean): Promise<TranslationResponse> =>
  parseAnswer(
    translationResponseSchema,
    await apiRequest<unknown>(path(id), { method: 'POST', body: regenerate ? { regenerate } : {} }),
  );

/** Loaded only when `enabled` (a request in another language), so other requests ask nothing. */
export function useStoredTranslation(id: string, enabled: boolean) {
  return useQuery({
    queryKey: translationKeys.detail(id),
    queryFn: ({ signal }) => fetchTranslation(id, signal),
    enabled,
  });
}

export function useTranslate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (regenerate: boolean) => requestTranslation(id, regenerate),
    onSuccess: (answer) => queryClient.setQueryData(translationKeys.detail(id), answer),
  });
}
