import { Download, RefreshCw, ShieldCheck, Trash2, UserPlus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { usersCsv, usersCsvFileName } from '../../../../common/admin/usersCsv.ts';
import {
  DEFAULT_USER_SORT,
  type UserFilters as Filters,
  filterUsers,
  sortUsers,
  type UserSort,
  userStats,
} from '../../../../common/admin/usersView.ts';
import { adminUsersTexts } from '../../../../common/texts/adminUsers.ts';
import { twoFactorTexts } from '../../../../common/texts/twoFactor.ts';
import { type AdminUserRecord, useAdminTenants, useAdminUsers } from '../../../api/adminUsers.ts';
import { useSession } from '../../../api/session.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { StatusMessage } from '../../../components/StatusMessage.tsx';
import { MembershipDialog } from '../memberships/MembershipDialog.tsx';
import { AdminTwoFactorSwitch } from './AdminTwoFactorSwitch.tsx';
import { BulkRoleDialog } from './BulkRoleDialog.tsx';
import { DeleteUsersDialog } from './DeleteUsersDialog.tsx';
import { downloadTextFile } from './downloadCsv.ts';
import { failureText } from './failureText.ts';
import { ResetTwoFactorDialog } from './ResetTwoFactorDialog.tsx';
import { UserFilters } from './UserFilters.tsx';
import { UserFormDialog, type UserFormValues } from './UserFormDialog.tsx';
import { UserStats } from './UserStats.tsx';
import { UsersTable } from './UsersTable.tsx';
import { useTwoFactorReset } from './useTwoFactorReset.ts';
import { useUserActions } from './useUserActions.ts';

const texts = adminUsersTexts;
const NO_USERS: AdminUserRecord[] = [];
const NO_FILTERS: Filters = { search: '', role: 'all', tenant: '' };

type FormState = { open: boolean; user: AdminUserRecord | null };
type DeleteState = { open: boolean; users: AdminUserRecord[]; bulk: boolean };

/** The administration's Benutzer tab (spec 001 §2.4, issue 12). */
export function UsersTab() {
  const session = useSession();
  const currentUserId = session.data?.id;
  const usersQuery = useAdminUsers();
  const tenantsQuery = useAdminTenants();
  const allUsers = usersQuery.data ?? NO_USERS;
  const tenants = tenantsQuery.data ?? [];
  const actions = useUserActions(currentUserId);
  const twoFactor = useTwoFactorReset(actions.setSuccess);

  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [sort, setSort] = useState<UserSort>(DEFAULT_USER_SORT);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [form, setForm] = useState<FormState>({ open: false, user: null });
  const [deleting, setDeleting] = useState<DeleteState>({ open: false, users: [], bulk: false });
  const [roleOpen, setRoleOpen] = useState(false);
  const [membership, setMembership] = useState<{ open: boolean; user: AdminUserRecord | null }>({
    open: false,
    user: null,
  });
  const [exportError, setExportError] = useState<string | null>(null);

  const rows = useMemo(
    () => sortUsers(filterUsers(allUsers, filters, tenants), sort, tenants),
    [allUsers, filters, sort, tenants],
  );
  const stats = useMemo(() => userStats(allUsers), [allUsers]);
  // Bulk actions act on what is selected and shown: a filter never hides a user who would be changed.
  const selectedRows = rows.filter((user) => selected.has(user.id));

  // Users deleted meanwhile (here or elsewhere) leave the selection.
  useEffect(() => {
    setSelected((current) => {
      const existing = new Set([...current].filter((id) => allUsers.some((u) => u.id === id)));
      return existing.size === current.size ? current : existing;
    });
  }, [allUsers]);

  const loadFailed = usersQuery.isError || tenantsQuery.isError;
  const retry = () => {
    void usersQuery.refetch();
    void tenantsQuery.refetch();
  };

  function openForm(user: AdminUserRecord | null) {
    actions.create.reset();
    actions.update.reset();
    setForm({ open: true, user });
  }

  function submitForm(values: UserFormValues) {
    const close = { onSuccess: () => setForm((f) => ({ ...f, open: false })) };
    if (form.user) actions.update.mutate({ id: form.user.id, values }, close);
    else actions.create.mutate(values, close);
  }

  function openDelete(users: AdminUserRecord[], bulk: boolean) {
    actions.remove.reset();
    setDeleting({ open: true, users, bulk });
  }

  function confirmDelete() {
    actions.remove.mutate(
      { ids: deleting.users.map((u) => u.id), bulk: deleting.bulk },
      {
        onSuccess: () => {
          setDeleting((d) => ({ ...d, open: false }));
          setSelected(new Set());
        },
      },
    );
  }

  function confirmRole(role: 'user' | 'admin') {
    actions.changeRole.mutate(
      { ids: selectedRows.map((u) => u.id), role },
      {
        onSuccess: () => {
          setRoleOpen(false);
          setSelected(new Set());
        },
      },
    );
  }

  function exportCsv() {
    try {
      downloadTextFile(usersCsvFileName(), usersCsv(rows, tenants));
      setExportError(null);
      actions.setSuccess(texts.success.exported);
    } catch {
      setExportError(texts.errors.exportFailed);
    }
  }

  const formError = form.user
    ? actions.update.isError
      ? failureText(texts.errors.update, actions.update.error)
      : null
    : actions.create.isError
      ? failureText(texts.errors.create, actions.create.error)
      : null;
  const deleteError = actions.remove.isError
    ? failureText(deleting.bulk ? texts.errors.bulkDelete : texts.errors.delete, actions.remove.error)
    : null;
  const roleError = actions.changeRole.isError
    ? failureText(texts.errors.bulkRole, actions.changeRole.error)
    : null;

  return (
    <section aria-labelledby="users-heading" className="flex flex-col gap-6">
      <h2 id="users-heading" className="sr-only">
        {texts.table.caption}
      </h2>
      <UserStats stats={stats} loading={usersQuery.isPending} />
      <AdminTwoFactorSwitch />

      <div className="flex flex-wrap items-end justify-between gap-3">
        <UserFilters filters={filters} tenants={tenants} onChange={setFilters} />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={exportCsv}
            disabled={!usersQuery.isSuccess}
            icon={<Download aria-hidden="true" className="size-4" />}
          >
            {texts.actions.exportCsv}
          </Button>
          <Button onClick={() => openForm(null)} icon={<UserPlus aria-hidden="true" className="size-4" />}>
            {texts.actions.create}
          </Button>
        </div>
      </div>

      <StatusMessage message={actions.success} />
      {exportError && <Alert>{exportError}</Alert>}
      {actions.invitationProblem && <Alert>{actions.invitationProblem}</Alert>}
      {actions.resend.isError && (
        <Alert>{failureText(texts.errors.resendInvitation, actions.resend.error)}</Alert>
      )}
      {twoFactor.loadFailed && <Alert>{twoFactorTexts.admin.loadFailed}</Alert>}
      {loadFailed && (
        <Alert onRetry={retry} retrying={usersQuery.isFetching || tenantsQuery.isFetching}>
          {texts.errors.load}
        </Alert>
      )}

      {usersQuery.isPending ? (
        <SkeletonRows rows={4} label={texts.table.loading} />
      ) : usersQuery.isSuccess ? (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700">
              {texts.filters.shown(rows.length, allUsers.length)}
              {selectedRows.length > 0 && ` · ${texts.actions.selected(selectedRows.length)}`}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                disabled={selectedRows.length === 0}
                onClick={() => {
                  actions.changeRole.reset();
                  setRoleOpen(true);
                }}
                icon={<ShieldCheck aria-hidden="true" className="size-4" />}
              >
                {texts.actions.changeRole}
              </Button>
              <Button
                variant="danger"
                disabled={selectedRows.length === 0}
                onClick={() => openDelete(selectedRows, true)}
                icon={<Trash2 aria-hidden="true" className="size-4" />}
              >
                {texts.actions.deleteSelected}
              </Button>
              <Button
                variant="ghost"
                onClick={retry}
                loading={usersQuery.isFetching}
                icon={<RefreshCw aria-hidden="true" className="size-4" />}
              >
                {texts.actions.refresh}
              </Button>
            </div>
          </div>
          <UsersTable
            users={rows}
            tenants={tenants}
            currentUserId={currentUserId}
            sort={sort}
            onSortChange={setSort}
            selected={selected}
            onSelectedChange={setSelected}
            onEdit={(user) => openForm(user)}
            onDelete={(user) => openDelete([user], false)}
            onMembership={(user) => setMembership({ open: true, user })}
            onResendInvitation={(user) => actions.resend.mutate(user)}
            twoFactor={twoFactor.table}
          />
        </div>
      ) : null}

      <UserFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
        user={form.user}
        tenants={tenants}
        tenantsError={tenantsQuery.isError}
        isSelf={form.user?.id === currentUserId}
        saving={actions.create.isPending || actions.update.isPending}
        error={formError}
        onSubmit={submitForm}
      />
      <DeleteUsersDialog
        open={deleting.open}
        onOpenChange={(open) => setDeleting((d) => ({ ...d, open }))}
        users={deleting.users}
        bulk={deleting.bulk}
        deleting={actions.remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
      />
      <ResetTwoFactorDialog {...twoFactor.dialog} />
      <BulkRoleDialog
        open={roleOpen}
        onOpenChange={setRoleOpen}
        count={selectedRows.length}
        saving={actions.changeRole.isPending}
        error={roleError}
        onConfirm={confirmRole}
      />
      {membership.user && (
        <MembershipDialog
          user={{ id: membership.user.id, fullName: membership.user.full_name, email: membership.user.email }}
          open={membership.open}
          onClose={() => setMembership((m) => ({ ...m, open: false }))}
          onSaved={() => {
            setMembership((m) => ({ ...m, open: false }));
            actions.setSuccess(texts.success.membershipSaved);
          }}
        />
      )}
    </section>
  );
}
