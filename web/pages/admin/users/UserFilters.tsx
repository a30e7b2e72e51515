import { Search } from 'lucide-react';
import { type UserFilters as Filters, NO_TENANT_FILTER } from '../../../../common/admin/usersView.ts';
import { adminUsersTexts } from '../../../../common/texts/adminUsers.ts';
import type { AdminTenant } from '../../../api/adminUsers.ts';
import { Select } from '../../../components/Select.tsx';
import { TextField } from '../../../components/TextField.tsx';

const texts = adminUsersTexts.filters;

interface UserFiltersProps {
  filters: Filters;
  tenants: readonly AdminTenant[];
  onChange: (filters: Filters) => void;
}

/** Search over name, e-mail and tenant; role filter; tenant filter (spec 001 §2.4). */
export function UserFilters({ filters, tenants, onChange }: UserFiltersProps) {
  return (
    <search aria-label={texts.label} className="flex flex-wrap items-end gap-x-4 gap-y-3">
      <div className="relative w-full sm:w-72">
        <TextField
          label={texts.search}
          type="search"
          value={filters.search}
          placeholder={texts.searchPlaceholder}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
          className="[&_input]:pl-9"
        />
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute bottom-3 left-3 size-4 text-slate-500"
        />
      </div>
      <Select
        label={texts.role}
        className="w-full sm:w-48"
        value={filters.role}
        onChange={(event) => onChange({ ...filters, role: event.target.value as Filters['role'] })}
        options={[
          { value: 'all', label: texts.allRoles },
          { value: 'admin', label: texts.admins },
          { value: 'user', label: texts.users },
        ]}
      />
      <Select
        label={texts.tenant}
        className="w-full sm:w-56"
        value={filters.tenant}
        onChange={(event) => onChange({ ...filters, tenant: event.target.value })}
        options={[
          { value: '', label: texts.allTenants },
          ...tenants.map((t) => ({ value: t.slug, label: t.name })),
          { value: NO_TENANT_FILTER, label: texts.noTenant },
        ]}
      />
    </search>
  );
}
