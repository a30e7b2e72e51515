import { useDeferredValue, useMemo, useState } from 'react';
import { displayPackageName } from '../../../../common/packageName.ts';
import type { MembershipUser } from '../../../../common/schemas/membership.ts';
import { membershipTexts } from '../../../../common/texts/membership.ts';
import { useMembershipUsers, usePackages } from '../../../api/memberships.ts';
import { Alert } from '../../../components/Alert.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { StatusMessage } from '../../../components/StatusMessage.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useTransientMessage } from '../../../hooks/useTransientMessage.ts';
import { MembershipDialog } from './MembershipDialog.tsx';
import { addonSummary, MembershipTable, tenantNames } from './MembershipTable.tsx';
import { PackageCards } from './PackageCards.tsx';

const texts = membershipTexts.admin;

/** Administration, tab Mitgliedschaften (spec 001 §2.4): package cards, the users' memberships, the modal. */
export function MembershipsTab() {
  const packages = usePackages();
  const users = useMembershipUsers();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  // The dialog stays mounted after closing, so it can hand the focus back to the row's button.
  const [editing, setEditing] = useState<MembershipUser | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [message, setMessage] = useTransientMessage();

  const rows = useMemo(() => filterUsers(users.data ?? [], query), [users.data, query]);

  if (packages.isError || users.isError) {
    return (
      <Alert
        onRetry={() => {
          if (packages.isError) void packages.refetch();
          if (users.isError) void users.refetch();
        }}
        retrying={packages.isFetching || users.isFetching}
      >
        {texts.loadFailed}
      </Alert>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <StatusMessage message={message} />

      <section aria-labelledby="membership-packages-heading" className="flex flex-col gap-3">
        <h2 id="membership-packages-heading" className="text-lg font-semibold text-slate-900">
          {texts.packagesHeading}
        </h2>
        {packages.isPending ? (
          <SkeletonRows rows={1} label={texts.loading} />
        ) : (
          <PackageCards packages={packages.data} />
        )}
      </section>

      <section aria-labelledby="membership-users-heading" className="flex flex-col gap-3">
        <h2 id="membership-users-heading" className="text-lg font-semibold text-slate-900">
          {texts.usersHeading}
        </h2>
        <div className="max-w-md">
          <TextField
            label={texts.search}
            hint={texts.searchHint}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
        </div>
        {users.isPending ? (
          <SkeletonRows rows={3} label={texts.loading} />
        ) : (
          <MembershipTable
            users={rows}
            onEdit={(user) => {
              setEditing(user);
              setDialogOpen(true);
            }}
          />
        )}
      </section>

      {editing && (
        <MembershipDialog
          user={{ id: editing.id, fullName: editing.full_name, email: editing.email }}
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          onSaved={setMessage}
        />
      )}
    </div>
  );
}

/** Search over name, e-mail, tenant and package, case-insensitive. */
function filterUsers(users: readonly MembershipUser[], query: string): MembershipUser[] {
  const needle = query.trim().toLocaleLowerCase('de-DE');
  if (!needle) return [...users];
  return users.filter((u) =>
    [
      u.full_name,
      u.email,
      tenantNames(u),
      u.tenants.map((t) => t.slug).join(' '),
      u.membership ? displayPackageName(u.membership.package.name) : texts.notAssigned,
      addonSummary(u),
    ].some((text) => text.toLocaleLowerCase('de-DE').includes(needle)),
  );
}
