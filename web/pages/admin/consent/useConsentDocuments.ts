// The tab "Einwilligungen"'s calls (issue 30): a practice's documents, writing a draft, publishing, archiving
// and the published versions. Answers are parsed by the shared schemas (common/consent/api.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ConsentDocument,
  consentDocumentSchema,
  consentDocumentsResponseSchema,
  consentVersionsResponseSchema,
} from '../../../../common/consent/api.ts';
import type { ConsentContent } from '../../../../common/consent/content.ts';
import type { ConsentTemplateCode } from '../../../../common/consent/templateCodes.ts';
import { apiRequest, parseAnswer } from '../../../api/client.ts';

export const consentDocumentKeys = {
  all: ['admin-consent-documents'] as const,
  list: (tenantId: string) => [...consentDocumentKeys.all, tenantId, 'list'] as const,
  versions: (documentId: string) => [...consentDocumentKeys.all, 'versions', documentId] as const,
};

const BASE = '/api/consent-documents';
const documentUrl = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const useConsentDocuments = (tenantId: string) =>
  useQuery({
    queryKey: consentDocumentKeys.list(tenantId),
    queryFn: async ({ signal }): Promise<ConsentDocument[]> =>
      parseAnswer(
        consentDocumentsResponseSchema,
        await apiRequest<unknown>(`${BASE}?tenant=${encodeURIComponent(tenantId)}`, { signal }),
      ).documents,
    staleTime: 0,
  });

export const useConsentVersions = (documentId: string) =>
  useQuery({
    queryKey: consentDocumentKeys.versions(documentId),
    queryFn: async ({ signal }) =>
      parseAnswer(
        consentVersionsResponseSchema,
        await apiRequest<unknown>(`${documentUrl(documentId)}/versions`, { signal }),
      ).versions.sort((a, b) => b.version - a.version),
    staleTime: 0,
  });

export type ConsentWrite =
  | { type: 'create'; template: ConsentTemplateCode | null; content: ConsentContent }
  | { type: 'update'; id: string; content: ConsentContent }
  | { type: 'publish'; id: string }
  | { type: 'archive'; id: string; archived: boolean };

function send(tenantId: string, write: ConsentWrite): Promise<unknown> {
  switch (write.type) {
    case 'create':
      return apiRequest(BASE, {
        method: 'POST',
        body: { tenant_id: tenantId, template: write.template, content: write.content },
      });
    case 'update':
      return apiRequest(documentUrl(write.id), { method: 'PUT', body: { content: write.content } });
    case 'publish':
      return apiRequest(`${documentUrl(write.id)}/publish`, { method: 'POST' });
    case 'archive':
      return apiRequest(`${documentUrl(write.id)}/archived`, {
        method: 'PUT',
        body: { archived: write.archived },
      });
  }
}

/** Every write of the tab (each answers the document); the list takes the answered document at once and is loaded again behind it. */
export function useConsentWrite(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (write: ConsentWrite): Promise<ConsentDocument> =>
      parseAnswer(consentDocumentSchema, await send(tenantId, write)),
    onSuccess: (document, write) => {
      queryClient.setQueryData<ConsentDocument[]>(consentDocumentKeys.list(tenantId), (current) => {
        if (!current) return current;
        return current.some((entry) => entry.id === document.id)
          ? current.map((entry) => (entry.id === document.id ? document : entry))
          : [...current, document];
      });
      void queryClient.invalidateQueries({ queryKey: consentDocumentKeys.list(tenantId) });
      if (write.type === 'publish')
        void queryClient.invalidateQueries({ queryKey: consentDocumentKeys.versions(document.id) });
    },
  });
}
