// The dashboard's filters in the address and in local storage (spec 000 §2 "Dashboard query parameters").
import { type FormType, knownFormType } from '../intake/formTypes.ts';

export interface DashboardParams {
  page: number;
  includeSpam: boolean;
  formType: FormType | null;
  /** A tenant's uuid or slug; null = all of the user's tenants. */
  tenant: string | null;
}

export const DEFAULT_DASHBOARD_PARAMS: DashboardParams = {
  page: 1,
  includeSpam: false,
  formType: null,
  tenant: null,
};

/** The four stored values (null when absent). */
export interface StoredDashboardValues {
  page: string | null;
  includeSpam: string | null;
  formType: string | null;
  tenant: string | null;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

export function parsePage(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}

/** "1" and "true" mean yes, "0" and "false" no; anything else is not a value. */
export function parseFlag(value: string | null | undefined): boolean | undefined {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return undefined;
}

export function parseFormType(value: string | null | undefined): FormType | null | undefined {
  if (value === null || value === undefined) return undefined;
  if (value === '' || value === 'all') return null;
  // Aliases (kontakt, rezept, kurs, …) mean their canonical type; anything else is ignored.
  return knownFormType(value) ?? undefined;
}

export interface TenantOption {
  id: string;
  slug: string;
}

/**
 * The filters from the address and the stored values: per value the address wins, then the stored one, then the
 * default. A tenant the user does not have is dropped (admins may name any); a user with exactly one tenant
 * always gets it.
 */
export function resolveDashboardParams(
  search: URLSearchParams,
  stored: StoredDashboardValues,
  tenants: readonly TenantOption[],
  isAdmin: boolean,
): DashboardParams {
  const fromAddress = {
    page: parsePage(search.get('page')),
    includeSpam: parseFlag(search.get('spam') ?? search.get('includeSpam')),
    formType: parseFormType(search.get('type') ?? search.get('formType')),
    tenant: search.get('tenant') || undefined,
  };
  const fromStorage = {
    page: parsePage(stored.page),
    includeSpam: parseFlag(stored.includeSpam),
    formType: parseFormType(stored.formType),
    tenant: stored.tenant || undefined,
  };

  const knownTenant = (value: string | undefined): string | undefined => {
    if (!value) return undefined;
    const match = tenants.find((t) => t.id === value || t.slug === value);
    if (match) return match.slug;
    return isAdmin ? value : undefined;
  };

  let tenant: string | null =
    knownTenant(fromAddress.tenant) ?? knownTenant(fromStorage.tenant) ?? DEFAULT_DASHBOARD_PARAMS.tenant;
  if (tenants.length === 1 && !isAdmin) tenant = tenants[0]!.slug;

  return {
    page: fromAddress.page ?? fromStorage.page ?? DEFAULT_DASHBOARD_PARAMS.page,
    includeSpam: fromAddress.includeSpam ?? fromStorage.includeSpam ?? DEFAULT_DASHBOARD_PARAMS.includeSpam,
    formType:
      fromAddress.formType !== undefined
        ? fromAddress.formType
        : fromStorage.formType !== undefined
          ? fromStorage.formType
          : DEFAULT_DASHBOARD_PARAMS.formType,
    tenant,
  };
}

/**
 * The address for the filters: defaults are left out, and so is the tenant of a user who has only one
 * (it cannot be anything else). Other parameters in the address are kept.
 */
export function dashboardSearch(
  params: DashboardParams,
  current: URLSearchParams,
  implicitTenant: string | null,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['page', 'spam', 'includeSpam', 'type', 'formType', 'tenant']) next.delete(key);
  if (params.page > 1) next.set('page', String(params.page));
  if (params.includeSpam) next.set('spam', '1');
  if (params.formType) next.set('type', params.formType);
  if (params.tenant && params.tenant !== implicitTenant) next.set('tenant', params.tenant);
  return next;
}

/** The values to store; null = remove the key. */
export function storedValuesFor(params: DashboardParams): StoredDashboardValues {
  return {
    page: String(params.page),
    includeSpam: params.includeSpam ? 'true' : 'false',
    formType: params.formType ?? 'all',
    tenant: params.tenant,
  };
}
