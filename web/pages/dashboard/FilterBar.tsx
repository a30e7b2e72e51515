import type { DashboardParams } from '../../../common/dashboard/dashboardParams.ts';
import { FORM_TYPES, type FormType } from '../../../common/intake/formTypes.ts';
import type { SessionTenant } from '../../../common/schemas/session.ts';
import { dashboardTexts } from '../../../common/texts/dashboard.ts';
import { Checkbox } from '../../components/Checkbox.tsx';
import { Select } from '../../components/Select.tsx';

const texts = dashboardTexts.filters;

interface FilterBarProps {
  params: DashboardParams;
  tenants: readonly SessionTenant[];
  showTenantSelect: boolean;
  onTenantChange: (tenant: string | null) => void;
  onIncludeSpamChange: (includeSpam: boolean) => void;
  onFormTypeChange: (formType: FormType | null) => void;
}

export function FilterBar({
  params,
  tenants,
  showTenantSelect,
  onTenantChange,
  onIncludeSpamChange,
  onFormTypeChange,
}: FilterBarProps) {
  return (
    <search aria-label={texts.label} className="flex flex-wrap items-end gap-x-6 gap-y-3">
      {showTenantSelect && (
        <Select
          label={texts.tenant}
          className="w-full sm:w-56"
          value={params.tenant ?? ''}
          onChange={(event) => onTenantChange(event.target.value || null)}
          options={[
            { value: '', label: texts.allTenants },
            ...tenants.map((t) => ({ value: t.slug, label: t.name })),
            ...(params.tenant && !tenants.some((t) => t.slug === params.tenant)
              ? [{ value: params.tenant, label: params.tenant }]
              : []),
          ]}
        />
      )}
      <Select
        label={texts.formType}
        className="w-full sm:w-56"
        value={params.formType ?? ''}
        onChange={(event) => onFormTypeChange((event.target.value || null) as FormType | null)}
        options={[
          { value: '', label: texts.allFormTypes },
          ...FORM_TYPES.map((type) => ({ value: type, label: dashboardTexts.formTypes[type] })),
        ]}
      />
      <Checkbox
        label={texts.showSpam}
        className="pb-2"
        checked={params.includeSpam}
        onChange={(event) => onIncludeSpamChange(event.target.checked)}
      />
    </search>
  );
}
