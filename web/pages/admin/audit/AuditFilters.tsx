import { adminAuditTexts } from '../../../../common/texts/adminAudit.ts';
import type { AuditAction } from '../../../api/adminAudit.ts';
import type { AdminTenant, AdminUserRecord } from '../../../api/adminUsers.ts';
import { Button } from '../../../components/Button.tsx';
import { Select } from '../../../components/Select.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { type AuditFilterValues, NO_AUDIT_FILTERS } from './auditFilters.ts';

const texts = adminAuditTexts.filters;

interface AuditFiltersProps {
  values: AuditFilterValues;
  /** null: no user filter (a practice's owner does not list the platform's users). */
  users: readonly AdminUserRecord[] | null;
  practices: readonly AdminTenant[];
  actions: readonly AuditAction[];
  /** Shown at the "Bis" field when the range ends before it begins. */
  rangeError?: string;
  onChange: (values: AuditFilterValues) => void;
}

/** User, practice, action and time range; every change filters at once (server-side). */
export function AuditFilters({ values, users, practices, actions, rangeError, onChange }: AuditFiltersProps) {
  const set = (key: keyof AuditFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [key]: event.target.value });
  const filtered = Object.values(values).some(Boolean);
  return (
    <search aria-label={texts.label} className="flex flex-wrap items-start gap-x-4 gap-y-3">
      {users && (
        <Select
          label={texts.user}
          className="w-full sm:w-56"
          value={values.user}
          onChange={set('user')}
          options={[
            { value: '', label: texts.allUsers },
            ...users.map((u) => ({ value: u.id, label: `${u.full_name} (${u.email})` })),
          ]}
        />
      )}
      <Select
        label={texts.practice}
        className="w-full sm:w-56"
        value={values.practice}
        onChange={set('practice')}
        options={[
          { value: '', label: texts.allPractices },
          ...practices.map((p) => ({ value: p.id, label: p.name })),
        ]}
      />
      <Select
        label={texts.action}
        className="w-full sm:w-64"
        value={values.action}
        onChange={set('action')}
        options={[
          { value: '', label: texts.allActions },
          ...actions.map((a) => ({ value: a.code, label: a.label })),
        ]}
      />
      <TextField
        label={texts.from}
        type="datetime-local"
        className="w-full sm:w-56"
        value={values.from}
        onChange={set('from')}
      />
      <TextField
        label={texts.to}
        type="datetime-local"
        className="w-full sm:w-56"
        value={values.to}
        onChange={set('to')}
        error={rangeError}
      />
      {filtered && (
        <Button variant="ghost" className="sm:mt-7" onClick={() => onChange(NO_AUDIT_FILTERS)}>
          {texts.reset}
        </Button>
      )}
    </search>
  );
}
