import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type DashboardParams,
  type DeskFilters,
  dashboardSearch,
  resolveDashboardParams,
  type StoredDashboardValues,
  storedValuesFor,
} from '../../../common/dashboard/dashboardParams.ts';
import type { FormType } from '../../../common/intake/formTypes.ts';
import type { SessionTenant } from '../../../common/schemas/session.ts';
import {
  DASHBOARD_DESK_KEY,
  DASHBOARD_FORM_TYPE_KEY,
  DASHBOARD_INCLUDE_SPAM_KEY,
  DASHBOARD_PAGE_KEY,
  DASHBOARD_TENANT_KEY,
} from '../../../common/storageKeys.ts';

const KEYS: Record<keyof StoredDashboardValues, string> = {
  page: DASHBOARD_PAGE_KEY,
  includeSpam: DASHBOARD_INCLUDE_SPAM_KEY,
  formType: DASHBOARD_FORM_TYPE_KEY,
  tenant: DASHBOARD_TENANT_KEY,
  desk: DASHBOARD_DESK_KEY,
};

/** The filters and page the dashboard last showed (also read by the detail screen's Back and j/k). */
export function readStored(): StoredDashboardValues {
  const read = (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  return {
    page: read(KEYS.page),
    includeSpam: read(KEYS.includeSpam),
    formType: read(KEYS.formType),
    tenant: read(KEYS.tenant),
    desk: read(KEYS.desk),
  };
}

export function writeStored(values: StoredDashboardValues) {
  try {
    for (const [name, key] of Object.entries(KEYS)) {
      const value = values[name as keyof StoredDashboardValues];
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  } catch {
    // Storage blocked: the filters then live in the address only.
  }
}

/**
 * The dashboard filters, kept in sync with the address and the four local-storage values; the address wins.
 * (The layout clears the stored values on logout and on an ended session.)
 */
export function useDashboardParams(tenants: readonly SessionTenant[], isAdmin: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const implicitTenant = tenants.length === 1 && !isAdmin ? tenants[0]!.slug : null;

  const resolved = useMemo(
    () => resolveDashboardParams(new URLSearchParams(search), readStored(), tenants, isAdmin),
    [search, tenants, isAdmin],
  );
  // A change shows at once (controlled inputs must not flip back) until the address has caught up.
  const [pending, setPending] = useState<DashboardParams | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address ends the pending change
  useEffect(() => setPending(null), [search]);
  const params = pending ?? resolved;

  // The latest filters asked for: a second change made before the first reached the address builds on it.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  // Write the resolved filters back: into storage always, into the address when it differs.
  useEffect(() => {
    if (pending) return;
    writeStored(storedValuesFor(resolved));
    const next = dashboardSearch(resolved, new URLSearchParams(search), implicitTenant).toString();
    if (next !== search) setSearchParams(new URLSearchParams(next), { replace: true });
  }, [pending, resolved, search, implicitTenant, setSearchParams]);

  const update = useCallback(
    (change: Partial<DashboardParams>) => {
      const next = { ...latest.current, ...change };
      latest.current = next;
      setPending(next);
      writeStored(storedValuesFor(next));
      setSearchParams(dashboardSearch(next, new URLSearchParams(window.location.search), implicitTenant));
    },
    [implicitTenant, setSearchParams],
  );

  return {
    params,
    setPage: (page: number) => update({ page }),
    setIncludeSpam: (includeSpam: boolean) => update({ includeSpam, page: 1 }),
    setFormType: (formType: FormType | null) => update({ formType, page: 1 }),
    setTenant: (tenant: string | null) => update({ tenant, page: 1 }),
    /** A change of the desk's filters; `formType` too when a counter chose one. */
    setDesk: (desk: Partial<DeskFilters>, formType?: FormType | null) =>
      update({
        desk: { ...latest.current.desk, ...desk },
        page: 1,
        ...(formType === undefined ? {} : { formType }),
      }),
  };
}
