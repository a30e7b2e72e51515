import { addonById, showsBetaBadge } from '../../../../common/membership.ts';
import { displayPackageName } from '../../../../common/packageName.ts';
import type { MembershipUser } from '../../../../common/schemas/membership.ts';
import { formatEuro, membershipTexts } from '../../../../common/texts/membership.ts';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { type Column, DataTable } from '../../../components/DataTable.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';

const texts = membershipTexts.admin;

type ColumnKey = keyof typeof texts.columns;

interface MembershipTableProps {
  users: readonly MembershipUser[];
  onEdit: (user: MembershipUser) => void;
}

/** "Zusätzlicher Benutzer (2x), Erweitertes Backup" or "Keine". */
export function addonSummary(user: MembershipUser): string {
  const addons = user.membership?.addons ?? [];
  if (addons.length === 0) return texts.noAddons;
  return addons
    .map(({ id, quantity }) => {
      const addon = addonById(id);
      const name = addon?.name ?? id;
      return addon?.hasQuantity ? `${name} (${quantity}x)` : name;
    })
    .join(', ');
}

export const tenantNames = (user: MembershipUser) => user.tenants.map((t) => t.name).join(', ');

function Price({ value }: { value: number | undefined }) {
  if (value === undefined)
    return (
      <>
        <span aria-hidden="true">{texts.noPrice}</span>
        <span className="sr-only">{texts.noPriceLabel}</span>
      </>
    );
  return <>{formatEuro(value)}</>;
}

/** Users with package, add-ons and prices (spec 001 §2.4, tab Mitgliedschaften). */
export function MembershipTable({ users, onEdit }: MembershipTableProps) {
  const columns: Column<MembershipUser, ColumnKey>[] = [
    { key: 'name', header: texts.columns.name, rowHeader: true, cell: (u) => u.full_name },
    { key: 'email', header: texts.columns.email, cell: (u) => <span className="break-all">{u.email}</span> },
    {
      key: 'tenant',
      header: texts.columns.tenant,
      cell: (u) => tenantNames(u) || <span className="text-slate-600">{texts.noTenant}</span>,
    },
    {
      key: 'package',
      header: texts.columns.package,
      cell: (u) =>
        u.membership ? (
          <span className="flex flex-wrap items-center gap-1.5">
            {displayPackageName(u.membership.package.name)}
            {showsBetaBadge(u.membership.package) && (
              <Badge tone="warning">{membershipTexts.betaBadge}</Badge>
            )}
          </span>
        ) : (
          <span className="text-slate-600">{texts.notAssigned}</span>
        ),
    },
    { key: 'addons', header: texts.columns.addons, cell: addonSummary },
    {
      key: 'monthly',
      header: texts.columns.monthly,
      numeric: true,
      cell: (u) => <Price value={u.membership?.price.monthly} />,
    },
    {
      key: 'yearly',
      header: texts.columns.yearly,
      numeric: true,
      cell: (u) => <Price value={u.membership?.price.yearly} />,
    },
    {
      key: 'actions',
      header: texts.columns.actions,
      cell: (u) => (
        <Button variant="secondary" aria-label={texts.editLabel(u.full_name)} onClick={() => onEdit(u)}>
          {texts.edit}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption={texts.tableCaption}
      captionHidden
      columns={columns}
      rows={users}
      rowId={(u) => u.id}
      empty={<EmptyState title={texts.noUsers} hint={texts.noUsersHint} />}
    />
  );
}
