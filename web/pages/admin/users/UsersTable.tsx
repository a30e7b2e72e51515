import { CreditCard, Pencil, Send, ShieldOff, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { germanDate } from '../../../../common/admin/usersCsv.ts';
import { tenantLabel, type UserSort, type UserSortKey } from '../../../../common/admin/usersView.ts';
import { adminUsersTexts } from '../../../../common/texts/adminUsers.ts';
import { practiceRoleTexts } from '../../../../common/texts/practiceRoles.ts';
import { twoFactorTexts } from '../../../../common/texts/twoFactor.ts';
import type { AdminTenant, AdminUserRecord } from '../../../api/adminUsers.ts';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { type Column, DataTable } from '../../../components/DataTable.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';

const texts = adminUsersTexts;

interface UsersTableProps {
  users: readonly AdminUserRecord[];
  tenants: readonly AdminTenant[];
  currentUserId: string | undefined;
  sort: UserSort;
  onSortChange: (sort: UserSort) => void;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  onEdit: (user: AdminUserRecord) => void;
  onDelete: (user: AdminUserRecord) => void;
  onMembership: (user: AdminUserRecord) => void;
  /** "Einladung erneut senden" (users who have not signed in yet). */
  onResendInvitation: (user: AdminUserRecord) => void;
  /** Who has two-factor login (the "2FA" badge) and its reset. */
  twoFactor: { enabledIds: ReadonlySet<string>; onReset: (user: AdminUserRecord) => void };
}

type ColumnKey = UserSortKey | 'status' | 'actions';

/** The users with sortable columns, row checkboxes and the per-row actions (spec 001 §2.4). */
export function UsersTable({
  users,
  tenants,
  currentUserId,
  sort,
  onSortChange,
  selected,
  onSelectedChange,
  onEdit,
  onDelete,
  onMembership,
  onResendInvitation,
  twoFactor,
}: UsersTableProps) {
  const nameOf = (id: string) => users.find((u) => u.id === id)?.full_name ?? id;
  const columns: Column<AdminUserRecord, ColumnKey>[] = [
    {
      key: 'full_name',
      header: texts.table.name,
      sortable: true,
      rowHeader: true,
      cell: (user) => (
        <span className="whitespace-nowrap">
          {user.full_name}
          {user.id === currentUserId && (
            <span className="ml-1 font-normal text-slate-600">{texts.table.you}</span>
          )}
        </span>
      ),
    },
    { key: 'email', header: texts.table.email, sortable: true, cell: (user) => user.email },
    {
      key: 'role',
      header: texts.table.role,
      sortable: true,
      cell: (user) => (
        <Badge tone={user.role === 'admin' ? 'primary' : 'neutral'}>{texts.roleNames[user.role]}</Badge>
      ),
    },
    {
      key: 'tenant',
      header: texts.table.tenant,
      sortable: true,
      cell: (user) =>
        user.tenants.length ? (
          <PracticeRolesList user={user} tenants={tenants} />
        ) : (
          <span className="text-slate-600">{tenantLabel(user, tenants)}</span>
        ),
    },
    {
      key: 'status',
      header: texts.table.status,
      cell: (user) => (
        // The "2FA" badge beside the status (a column of its own would push the actions past 1280 px).
        <span className="flex flex-wrap items-center gap-1">
          {user.is_active ? (
            <Badge tone="success">{texts.table.active}</Badge>
          ) : (
            <Badge tone="warning">{texts.table.inactive}</Badge>
          )}
          {user.invitation_pending && (
            <span title={texts.table.invitedTitle}>
              <Badge tone="info">{texts.table.invited}</Badge>
            </span>
          )}
          {user.must_change_password && (
            <span title={texts.table.mustChangeTitle}>
              <Badge tone="neutral">{texts.table.mustChange}</Badge>
            </span>
          )}
          {twoFactor.enabledIds.has(user.id) && (
            <span title={twoFactorTexts.admin.onLabel}>
              <Badge tone="info">{twoFactorTexts.admin.badge}</Badge>
              <span className="sr-only"> ({twoFactorTexts.admin.onLabel})</span>
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'created_at',
      header: texts.table.created,
      sortable: true,
      cell: (user) => <time dateTime={user.created_at}>{germanDate(user.created_at)}</time>,
    },
    {
      key: 'actions',
      header: texts.table.actions,
      cell: (user) => (
        // Icons with a tooltip and a full accessible name keep the row narrow enough for 1280 px.
        <div className="flex gap-1">
          <RowAction
            label={texts.actions.edit}
            userName={user.full_name}
            icon={<Pencil aria-hidden="true" className="size-4" />}
            onClick={() => onEdit(user)}
          />
          <RowAction
            label={texts.actions.membership}
            userName={user.full_name}
            icon={<CreditCard aria-hidden="true" className="size-4" />}
            onClick={() => onMembership(user)}
          />
          {(user.invitation_pending || user.last_login_at === null) && user.is_active && (
            <RowAction
              label={texts.actions.resendInvitation}
              userName={user.full_name}
              icon={<Send aria-hidden="true" className="size-4" />}
              onClick={() => onResendInvitation(user)}
            />
          )}
          {twoFactor.enabledIds.has(user.id) && (
            <RowAction
              label={twoFactorTexts.admin.reset}
              userName={user.full_name}
              icon={<ShieldOff aria-hidden="true" className="size-4" />}
              onClick={() => twoFactor.onReset(user)}
            />
          )}
          <RowAction
            label={texts.actions.delete}
            userName={user.full_name}
            danger
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            onClick={() => onDelete(user)}
          />
        </div>
      ),
    },
  ];

  return (
    <DataTable
      caption={texts.table.caption}
      captionHidden
      columns={columns}
      rows={users}
      rowId={(user) => user.id}
      sort={sort}
      onSortChange={(next) => onSortChange(next as UserSort)}
      selection={{
        selected,
        onChange: onSelectedChange,
        rowLabel: (id) => texts.table.selectRow(nameOf(id)),
        allLabel: texts.table.selectAll,
      }}
      empty={<EmptyState title={texts.table.empty} hint={texts.table.emptyHint} />}
    />
  );
}

interface RowActionProps {
  label: string;
  userName: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
}

/** One row's action as an icon button: "Bearbeiten: Anna Schulz" for screen readers, "Bearbeiten" as tooltip. */
function RowAction({ label, userName, icon, onClick, danger = false }: RowActionProps) {
  return (
    <Button
      variant="ghost"
      aria-label={texts.actions.rowAction(label, userName)}
      title={label}
      icon={icon}
      onClick={onClick}
      className={`px-2 ${danger ? 'text-red-700 hover:bg-red-50 hover:text-red-800' : ''}`}
    />
  );
}

/** Each practice of the user with the role there (issue 44), one a line. */
function PracticeRolesList({ user, tenants }: { user: AdminUserRecord; tenants: readonly AdminTenant[] }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {user.tenants.map((slug) => {
        const role = user.practice_roles?.[slug];
        return (
          <li key={slug}>
            {tenants.find((tenant) => tenant.slug === slug)?.name ?? slug}
            {role && <span className="text-slate-600"> · {practiceRoleTexts.names[role]}</span>}
          </li>
        );
      })}
    </ul>
  );
}
