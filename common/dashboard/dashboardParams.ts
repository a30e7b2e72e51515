// The dashboard's filters in the address and in local storage (spec 000 §2 "Dashboard query parameters").
import { type FormType, knownFormType } from '../intake/formTypes.ts';
import { isRequestKind, type RequestKind } from '../intake/requestKinds.ts';
import { isWorkflowState, type WorkflowState } from '../workflow.ts';

/** The desk's filters (issue 28), beside the spec's: in the address as kind, state, owner, new and spam=only. */
export interface DeskFilters {
  kind: RequestKind | null;
  /** 'offen': everything not Erledigt (the "Unbearbeitet" card's set). */
  state: WorkflowState | 'offen' | null;
  assignee: 'me' | 'none' | null;
  /** Only requests nobody of the practice opened yet. */
  unopened: boolean;
  /** Only what the filter holds as spam (the "Spam" card's set). */
  onlySpam: boolean;
}

export const NO_DESK_FILTERS: DeskFilters = {
  kind: null,
  state: null,
  assignee: null,
  unopened: false,
  onlySpam: false,
};

export interface DashboardParams {
  page: number;
  includeSpam: boolean;
  formType: FormType | null;
  /** A tenant's uuid or slug; null = all of the user's tenants. */
  tenant: string | null;
  desk: DeskFilters;
}

export const DEFAULT_DASHBOARD_PARAMS: DashboardParams = {
  page: 1,
  includeSpam: false,
  formType: null,
  tenant: null,
  desk: NO_DESK_FILTERS,
};

/** The stored values (null when absent); `desk` holds the desk's filters in address form. */
export interface StoredDashboardValues {
  page: string | null;
  includeSpam: string | null;
  formType: string | null;
  tenant: string | null;
  desk: string | null;
}

const DESK_KEYS = ['kind', 'state', 'owner', 'new'] as const;

/** The desk's filters of an address (unknown values are ignored); null when it names none of them. */
export function parseDeskFilters(search: URLSearchParams): DeskFilters | null {
  const named = DESK_KEYS.some((key) => search.has(key)) || search.get('spam') === 'only';
  if (!named) return null;
  const kind = search.get('kind');
  const state = search.get('state');
  const owner = search.get('owner');
  return {
    kind: isRequestKind(kind) ? kind : null,
    state: isWorkflowState(state) || state === 'offen' ? state : null,
    assignee: owner === 'me' || owner === 'none' ? owner : null,
    unopened: parseFlag(search.get('new')) ?? false,
    onlySpam: search.get('spam') === 'only',
  };
}

/** The desk's filters as address parameters (only those set). */
export function deskSearch(desk: DeskFilters, into = new URLSearchParams()): URLSearchParams {
  if (desk.kind) into.set('kind', desk.kind);
  if (desk.state) into.set('state', desk.state);
  if (desk.assignee) into.set('owner', desk.assignee);
  if (desk.unopened) into.set('new', '1');
  if (desk.onlySpam) into.set('spam', 'only');
  return into;
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
    desk: parseDeskFilters(search),
  };
  const fromStorage = {
    page: parsePage(stored.page),
    includeSpam: parseFlag(stored.includeSpam),
    formType: parseFormType(stored.formType),
    tenant: stored.tenant || undefined,
    desk: stored.desk === null ? null : parseDeskFilters(new URLSearchParams(stored.desk)),
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
    desk: fromAddress.desk ?? fromStorage.desk ?? NO_DESK_FILTERS,
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
  for (const key of ['page', 'spam', 'includeSpam', 'type', 'formType', 'tenant', ...DESK_KEYS])
    next.delete(key);
  if (params.page > 1) next.set('page', String(params.page));
  if (params.includeSpam && !params.desk.onlySpam) next.set('spam', '1');
  deskSearch(params.desk, next);
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
    desk: deskSearch(params.desk).toString(),
  };
}
