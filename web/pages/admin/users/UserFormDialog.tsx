import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  MIN_PASSWORD_LENGTH,
  passwordProblem,
  tenantsRequired,
  USER_ROLES,
  type UserRole,
} from '../../../../common/admin/userForm.ts';
import { isPracticeRole, type PracticeRole } from '../../../../common/practiceRoles.ts';
import { adminUsersTexts } from '../../../../common/texts/adminUsers.ts';
import type { AdminTenant, AdminUserRecord } from '../../../api/adminUsers.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { ChoiceGroup } from '../../../components/ChoiceGroup.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Select } from '../../../components/Select.tsx';
import { Switch } from '../../../components/Switch.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { PRACTICE_ROLE_OPTIONS } from '../team/roleOptions.ts';

const texts = adminUsersTexts.form;
// The same rule the server applies (zod's e-mail check); this one only catches typing slips early.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface UserFormValues {
  email: string;
  /** Creating: send an invitation (the user chooses the password) or give one now. */
  access: 'invite' | 'password';
  password: string;
  full_name: string;
  role: UserRole;
  tenants: string[];
  /** The role in each chosen practice, by slug (issue 44). */
  practice_roles: Record<string, PracticeRole>;
  is_active: boolean;
}

interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: create a user; else edit this one. */
  user: AdminUserRecord | null;
  tenants: readonly AdminTenant[];
  tenantsError: boolean;
  isSelf: boolean;
  saving: boolean;
  /** A failed save, already worded for the screen. */
  error: string | null;
  onSubmit: (values: UserFormValues) => void;
}

const emptyValues = (): UserFormValues => ({
  email: '',
  access: 'invite',
  password: '',
  full_name: '',
  role: 'user',
  tenants: [],
  practice_roles: {},
  is_active: true,
});

type FieldKey = 'email' | 'password' | 'full_name' | 'tenants';

/** Create user / edit user (spec 001 §2.4, §5): e-mail, password, name, role, tenants; in edit also "Aktiv". */
export function UserFormDialog({
  open,
  onOpenChange,
  user,
  tenants,
  tenantsError,
  isSelf,
  saving,
  error,
  onSubmit,
}: UserFormDialogProps) {
  const editing = user !== null;
  const formId = useId();
  const [values, setValues] = useState<UserFormValues>(emptyValues);
  const [invalid, setInvalid] = useState<Partial<Record<FieldKey, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    full_name: useRef<HTMLInputElement>(null),
    tenants: useRef<HTMLFieldSetElement>(null),
  };

  // Every opening starts from the user's current data (or empty), without the last attempt's messages.
  useEffect(() => {
    if (!open) return;
    setValues(
      user
        ? {
            email: user.email,
            access: 'password',
            password: '',
            full_name: user.full_name,
            role: user.role,
            tenants: [...user.tenants],
            practice_roles: { ...user.practice_roles },
            is_active: user.is_active,
          }
        : emptyValues(),
    );
    setInvalid({});
    setFormError(null);
  }, [open, user]);

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const toggleTenant = (slug: string, on: boolean) =>
    set('tenants', on ? [...values.tenants, slug] : values.tenants.filter((s) => s !== slug));

  function validate(): Partial<Record<FieldKey, string>> {
    const problems: Partial<Record<FieldKey, string>> = {};
    if (!values.email.trim()) problems.email = texts.fieldRequired;
    else if (!EMAIL_PATTERN.test(values.email.trim())) problems.email = texts.invalidEmail;
    const needsPassword = !editing && values.access === 'password';
    if (needsPassword && !values.password) problems.password = texts.fieldRequired;
    else if (values.password) {
      const problem = passwordProblem(values.password);
      if (problem) problems.password = problem;
    }
    if (!values.full_name.trim()) problems.full_name = texts.fieldRequired;
    if (tenantsRequired(values.role) && values.tenants.length === 0) problems.tenants = texts.tenantRequired;
    return problems;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const problems = validate();
    setInvalid(problems);
    const first = (['email', 'password', 'full_name', 'tenants'] as const).find((key) => problems[key]);
    if (first) {
      const missing = Object.values(problems).some(
        (p) => p === texts.fieldRequired || p === texts.tenantRequired,
      );
      // The spec's message when something required is missing; otherwise the precise problem.
      const required = editing
        ? texts.editRequired
        : values.access === 'invite'
          ? texts.createRequiredInvite
          : texts.createRequired;
      setFormError(missing ? required : problems[first]!);
      if (first === 'tenants') refs.tenants.current?.querySelector('input')?.focus();
      else refs[first].current?.focus();
      return;
    }
    setFormError(null);
    onSubmit({
      ...values,
      // An invitation sends no password, even one typed before switching.
      password: !editing && values.access === 'invite' ? '' : values.password,
      email: values.email.trim(),
      full_name: values.full_name.trim(),
    });
  }

  const shownError = formError ?? error;
  const tenantHint = tenantsRequired(values.role) ? texts.tenantsHintUser : texts.tenantsHintAdmin;
  const tenantsHintId = `${formId}-tenants-hint`;
  const tenantsErrorId = `${formId}-tenants-error`;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? texts.editTitle : texts.createTitle}
      closeLabel={texts.close}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {editing ? texts.save : texts.create}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        {shownError && <Alert>{shownError}</Alert>}
        <TextField
          ref={refs.email}
          label={texts.email}
          type="email"
          name="email"
          autoComplete="off"
          required
          value={values.email}
          error={invalid.email}
          onChange={(event) => set('email', event.target.value)}
        />
        {!editing && (
          <ChoiceGroup
            type="radio"
            legend={<span className="text-sm font-medium text-slate-800">{texts.access}</span>}
            hint={texts.accessHint}
            name="access"
            value={values.access}
            onChange={(value) => set('access', value as UserFormValues['access'])}
            options={[
              { value: 'invite', label: texts.accessInvite },
              { value: 'password', label: texts.accessPassword },
            ]}
          />
        )}
        {(editing || values.access === 'password') && (
          <TextField
            ref={refs.password}
            label={editing ? texts.newPassword : texts.password}
            type="password"
            name="password"
            autoComplete="new-password"
            required={!editing}
            hint={
              editing ? texts.newPasswordHint(MIN_PASSWORD_LENGTH) : texts.passwordHint(MIN_PASSWORD_LENGTH)
            }
            value={values.password}
            error={invalid.password}
            onChange={(event) => set('password', event.target.value)}
          />
        )}
        <TextField
          ref={refs.full_name}
          label={texts.fullName}
          name="full_name"
          autoComplete="off"
          required
          value={values.full_name}
          error={invalid.full_name}
          onChange={(event) => set('full_name', event.target.value)}
        />
        <Select
          label={texts.role}
          name="role"
          value={values.role}
          onChange={(event) => set('role', event.target.value as UserRole)}
          options={USER_ROLES.map((role) => ({ value: role, label: adminUsersTexts.roleLabels[role] }))}
        />
        <fieldset
          ref={refs.tenants}
          aria-describedby={[tenantsHintId, invalid.tenants ? tenantsErrorId : null]
            .filter(Boolean)
            .join(' ')}
          className="flex flex-col gap-2"
        >
          <legend className="mb-1.5 text-sm font-medium text-slate-800">{texts.tenants}</legend>
          <p id={tenantsHintId} className="text-sm text-slate-600">
            {tenantHint}
          </p>
          {tenantsError ? (
            <p className="text-sm text-red-700">{texts.tenantsLoadFailed}</p>
          ) : tenants.length === 0 ? (
            <p className="text-sm text-slate-700">{texts.noTenants}</p>
          ) : (
            <div
              className={`flex max-h-48 flex-col gap-2 overflow-y-auto rounded-md border p-3 ${
                invalid.tenants ? 'border-danger' : 'border-slate-200'
              }`}
            >
              {tenants.map((tenant) => {
                const chosen = values.tenants.includes(tenant.slug);
                return (
                  <div key={tenant.slug} className="flex flex-wrap items-center justify-between gap-2">
                    <Checkbox
                      label={
                        <>
                          {tenant.name} <span className="text-slate-600">({tenant.slug})</span>
                        </>
                      }
                      checked={chosen}
                      onChange={(event) => toggleTenant(tenant.slug, event.target.checked)}
                    />
                    {chosen && (
                      <Select
                        label={texts.practiceRoleIn(tenant.name)}
                        hideLabel
                        className="w-44"
                        value={values.practice_roles[tenant.slug] ?? 'therapeut'}
                        options={PRACTICE_ROLE_OPTIONS}
                        onChange={(event) => {
                          const role = event.target.value;
                          if (isPracticeRole(role))
                            set('practice_roles', { ...values.practice_roles, [tenant.slug]: role });
                        }}
                      />
                    )}
                  </div>
                );
              })}
            </div>
          )}
          {invalid.tenants && (
            <p id={tenantsErrorId} className="text-sm font-medium text-danger">
              {invalid.tenants}
            </p>
          )}
        </fieldset>
        {editing && (
          <Switch
            label={texts.active}
            checked={values.is_active}
            onChange={(checked) => set('is_active', checked)}
            disabled={isSelf}
            hint={isSelf ? texts.ownAccountHint : texts.activeHint}
          />
        )}
      </form>
    </Modal>
  );
}
