import type { DashboardParams, DeskFilters } from '../../../common/dashboard/dashboardParams.ts';
import { FORM_TYPES, type FormType } from '../../../common/intake/formTypes.ts';
import {
  REQUEST_KIND_LABELS,
  REQUEST_KIND_VALUES,
  type RequestKind,
} from '../../../common/intake/requestKinds.ts';
import type { SessionTenant } from '../../../common/schemas/session.ts';
import { dashboardTexts } from '../../../common/texts/dashboard.ts';
import { WORKFLOW_STATE_LABELS, WORKFLOW_STATE_VALUES } from '../../../common/workflow.ts';
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
  onDeskChange: (desk: Partial<DeskFilters>) => void;
}

const STATE_OPTIONS = [
  { value: '', label: texts.allStates },
  { value: 'offen', label: texts.openStates },
  ...WORKFLOW_STATE_VALUES.map((state) => ({ value: state, label: WORKFLOW_STATE_LABELS[state] })),
];
const KIND_OPTIONS = [
  { value: '', label: texts.allKinds },
  ...REQUEST_KIND_VALUES.map((kind) => ({ value: kind, label: REQUEST_KIND_LABELS[kind] })),
];
const OWNER_OPTIONS = [
  { value: '', label: texts.allOwners },
  { value: 'me', label: texts.mine },
  { value: 'none', label: texts.unassigned },
];

export function FilterBar({
  params,
  tenants,
  showTenantSelect,
  onTenantChange,
  onIncludeSpamChange,
  onFormTypeChange,
  onDeskChange,
}: FilterBarProps) {
  const { desk } = params;
  return (
    <search
      aria-label={texts.label}
      className="grid grid-cols-2 items-end gap-x-3 gap-y-3 sm:flex sm:flex-wrap sm:gap-x-6"
    >
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
      <Select
        label={texts.kind}
        className="w-full sm:w-48"
        value={desk.kind ?? ''}
        onChange={(event) => onDeskChange({ kind: (event.target.value || null) as RequestKind | null })}
        options={KIND_OPTIONS}
      />
      <Select
        label={texts.state}
        className="w-full sm:w-48"
        value={desk.state ?? ''}
        onChange={(event) => onDeskChange({ state: (event.target.value || null) as DeskFilters['state'] })}
        options={STATE_OPTIONS}
      />
      <Select
        label={texts.owner}
        className="w-full sm:w-44"
        value={desk.assignee ?? ''}
        onChange={(event) =>
          onDeskChange({ assignee: (event.target.value || null) as DeskFilters['assignee'] })
        }
        options={OWNER_OPTIONS}
      />
      <Checkbox
        label={texts.unopened}
        className="pb-2"
        checked={desk.unopened}
        onChange={(event) => onDeskChange({ unopened: event.target.checked })}
      />
      {desk.onlySpam ? (
        <Checkbox
          label={texts.onlySpam}
          className="pb-2"
          checked
          onChange={() => onDeskChange({ onlySpam: false })}
        />
      ) : (
        <Checkbox
          label={texts.showSpam}
          className="pb-2"
          checked={params.includeSpam}
          onChange={(event) => onIncludeSpamChange(event.target.checked)}
        />
      )}
    </search>
  );
}
