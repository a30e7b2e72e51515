// The practice whose reception is shown (spec 002 §3): named by `?tenant=`/`?tenantId=`, otherwise the server
// resolves it by host or DEFAULT_TENANT. An unknown practice is "not found"; any other failure falls back to a
// generic practice name so patients can still read the page and reach the practice.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { GENERIC_PRACTICE_NAME } from '../../../../common/genericPracticeName.ts';
import { publicTenantUrl, tenantSlugFrom } from '../../../../common/reception/publicTenantRequest.ts';
import type { PublicTenant } from '../../../../common/tenantConfig.ts';
import { generalTexts } from '../../../../common/texts/general.ts';
import { ApiError, isApiError, UNEXPECTED_RESPONSE_CODE } from '../../../api/ApiError.ts';
import { apiRequest } from '../../../api/client.ts';

export const TENANT_NOT_FOUND = 'TENANT_NOT_FOUND';
/** A practice's configuration changes rarely; moving between reception pages should not refetch it. */
const STALE_MS = 5 * 60_000;

/** slug is what submitForm expects as tenantId; publicKey goes into the `apikey` header of public calls. */
export type ReceptionTenant = PublicTenant;

export type ReceptionTenantState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | {
      status: 'ready';
      tenant: ReceptionTenant;
      /** True when the practice could not be loaded and a generic one stands in. */
      loadFailed: boolean;
      retry: () => void;
      retrying: boolean;
    };

// The configuration's schema (and zod with it) is loaded beside the practice's request rather than with the
// page, so the reception's first load carries no zod (issue 14). It is in hand once the request has settled,
// whichever way: the generic practice below is built from its defaults.
type TenantSchemas = typeof import('../../../../common/tenantConfig.ts');
let tenantSchemas: TenantSchemas | undefined;
const loadTenantSchemas = () =>
  import('../../../../common/tenantConfig.ts').then((schemas) => {
    tenantSchemas = schemas;
    return schemas;
  });

async function fetchReceptionTenant(slug: string | null, signal: AbortSignal): Promise<ReceptionTenant> {
  const schemas = loadTenantSchemas();
  const payload = await apiRequest(publicTenantUrl(slug), {
    signal,
    handleUnauthorized: false,
  }).finally(() => schemas.catch(() => undefined));
  const parsed = (await schemas).publicTenantSchema.safeParse(payload);
  if (!parsed.success)
    throw new ApiError(200, UNEXPECTED_RESPONSE_CODE, generalTexts.unexpectedResponse(200));
  return parsed.data.tenant;
}

/** The practice's display name: its configured company name, else its name, else a generic one. */
export function practiceName(tenant: Pick<ReceptionTenant, 'name' | 'config'>): string {
  return tenant.config.companyName || tenant.name || GENERIC_PRACTICE_NAME;
}

/** Stands in when the practice cannot be loaded (spec 002 §3: a generic practice name). */
export function genericTenant(slug: string | null): ReceptionTenant {
  if (!tenantSchemas) throw new Error('genericTenant before the practice was requested');
  const config = tenantSchemas.receptionConfigSchema.parse({});
  config.companyName = GENERIC_PRACTICE_NAME;
  return { slug: slug ?? '', name: GENERIC_PRACTICE_NAME, config, domains: [], publicKey: '' };
}

export const receptionTenantQueryKey = (slug: string | null) => ['reception', 'tenant', slug ?? ''] as const;

export function useReceptionTenant(): ReceptionTenantState {
  const [searchParams] = useSearchParams();
  const slug = tenantSlugFrom(searchParams);
  const query = useQuery({
    queryKey: receptionTenantQueryKey(slug),
    queryFn: ({ signal }) => fetchReceptionTenant(slug, signal),
    staleTime: STALE_MS,
  });

  const retry = () => void query.refetch();
  // A failed background refetch keeps the practice loaded before; only a first failure counts.
  if (query.data) return { status: 'ready', tenant: query.data, loadFailed: false, retry, retrying: false };
  if (query.isPending) return { status: 'loading' };
  if (isApiError(query.error) && query.error.errorCode === TENANT_NOT_FOUND) return { status: 'notFound' };
  return {
    status: 'ready',
    tenant: genericTenant(slug),
    loadFailed: true,
    retry,
    retrying: query.isFetching,
  };
}
