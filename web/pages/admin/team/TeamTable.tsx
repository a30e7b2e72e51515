import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PracticeRole } from '../../../../common/practiceRoles.ts';
import { practiceRoleTexts } from '../../../../common/texts/practiceRoles.ts';
import { practiceTeamTexts } from '../../../../common/texts/practiceTeam.ts';
import {
  changeMemberRole,
  type PracticeMember,
  practiceStaffKeys,
  removeMember,
  usePracticeStaff,
} from '../../../api/practiceStaff.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { type Column, DataTable } from '../../../components/DataTable.tsx';
import { Select } from '../../../components/Select.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { failureText } from '../users/failureText.ts';
import { PRACTICE_ROLE_OPTIONS } from './roleOptions.ts';

const texts = practiceTeamTexts;

const stateOf = (member: PracticeMember) =>
  !member.is_active ? (
    <Badge tone="neutral">{texts.state.inactive}</Badge>
  ) : member.invitation_pending ? (
    <Badge tone="info">{texts.state.invited}</Badge>
  ) : (
    <Badge tone="success">{texts.state.active}</Badge>
  );

interface TeamTableProps {
  tenantId: string;
  practiceName: string;
  onDone: (message: string) => void;
}

/** The practice's members with their role (changed in place) and "Entfernen". */
export function TeamTable({ tenantId, practiceName, onDone }: TeamTableProps) {
  const queryClient = useQueryClient();
  const staff = usePracticeStaff(tenantId);
  const [removing, setRemoving] = useState<PracticeMember | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: practiceStaffKeys.of(tenantId) });
  const role = useMutation({
    mutationFn: ({ member, next }: { member: PracticeMember; next: PracticeRole }) =>
      changeMemberRole(tenantId, member.user_id, next),
    onSuccess: (member) => {
      void refresh();
      onDone(texts.success.role(member.full_name));
    },
  });
  const remove = useMutation({
    mutationFn: (member: PracticeMember) => removeMember(tenantId, member.user_id),
    onSuccess: (_, member) => {
      setRemoving(null);
      void refresh();
      onDone(texts.success.removed(member.full_name));
    },
  });

  if (staff.isPending) return <SkeletonRows rows={3} label={texts.loading} />;
  if (staff.isError)
    return (
      <Alert onRetry={() => void staff.refetch()} retrying={staff.isFetching}>
        {texts.loadFailed}
      </Alert>
    );

  // The practice keeps one owner (409 LAST_OWNER): the only one's role and removal are not offered.
  const owners = staff.data.filter((m) => m.practice_role === 'inhaber').length;
  const lastOwner = (m: PracticeMember) => m.practice_role === 'inhaber' && owners === 1;

  const columns: Column<PracticeMember>[] = [
    {
      key: 'name',
      header: texts.columns.name,
      cell: (m) => <span className="font-medium">{m.full_name}</span>,
    },
    { key: 'email', header: texts.columns.email, cell: (m) => m.email },
    {
      key: 'role',
      header: texts.columns.role,
      cell: (m) =>
        lastOwner(m) ? (
          <span title={texts.errors.lastOwner}>{practiceRoleTexts.names.inhaber}</span>
        ) : (
          <Select
            label={texts.roleFor(m.full_name)}
            hideLabel
            className="min-w-40"
            value={m.practice_role}
            options={PRACTICE_ROLE_OPTIONS}
            disabled={role.isPending}
            onChange={(event) => role.mutate({ member: m, next: event.target.value as PracticeRole })}
          />
        ),
    },
    { key: 'state', header: texts.columns.state, cell: stateOf },
    {
      key: 'actions',
      header: texts.columns.actions,
      cell: (m) =>
        lastOwner(m) ? null : (
          <Button variant="ghost" aria-label={texts.removeFor(m.full_name)} onClick={() => setRemoving(m)}>
            {texts.remove}
          </Button>
        ),
    },
  ];

  return (
    <>
      {role.isError && <Alert title={texts.failed}>{failureText('', role.error).trim()}</Alert>}
      <DataTable
        caption={texts.caption(practiceName)}
        captionHidden
        columns={columns}
        rows={staff.data}
        rowId={(m) => m.user_id}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            remove.reset();
          }
        }}
        title={texts.removeDialog.title(removing?.full_name ?? '')}
        description={texts.removeDialog.description}
        confirmLabel={texts.removeDialog.confirm}
        cancelLabel={texts.removeDialog.cancel}
        variant="danger"
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        {remove.isError && <Alert title={texts.failed}>{failureText('', remove.error).trim()}</Alert>}
      </ConfirmDialog>
    </>
  );
}
