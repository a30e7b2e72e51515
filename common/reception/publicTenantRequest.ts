// The reception's request for its practice (GET /api/public/tenant). The page sends it; the server names the
// same address in the page's HTML as a preload, so the browser fetches it beside the scripts instead of after
// they ran (issue 14). Both build it here: a preload for a different address is fetched twice.

export const PUBLIC_TENANT_PATH = '/api/public/tenant';

/** The practice named in the address: `?tenant=` or, as websites also send it, `?tenantId=`. */
export function tenantSlugFrom(searchParams: URLSearchParams): string | null {
  const slug = (searchParams.get('tenant') ?? searchParams.get('tenantId'))?.trim();
  return slug || null;
}

/** Without a slug the server resolves the practice by host or DEFAULT_TENANT. */
export const publicTenantUrl = (slug: string | null): string =>
  slug ? `${PUBLIC_TENANT_PATH}?${new URLSearchParams({ tenant: slug })}` : PUBLIC_TENANT_PATH;
