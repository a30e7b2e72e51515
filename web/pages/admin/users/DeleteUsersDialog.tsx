import { adminUsersTexts } from '../../../../common/texts/adminUsers.ts';
import type { AdminUserRecord } from '../../../api/adminUsers.ts';
import { Alert } from '../../../components/Alert.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';

const texts = adminUsersTexts;

interface DeleteUsersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** One user: the delete-user dialog; several: the bulk-delete dialog (spec 001 §2.4). */
  users: readonly AdminUserRecord[];
  bulk: boolean;
  deleting: boolean;
  error: string | null;
  onConfirm: () => void;
}

export function DeleteUsersDialog({
  open,
  onOpenChange,
  users,
  bulk,
  deleting,
  error,
  onConfirm,
}: DeleteUsersDialogProps) {
  const single = !bulk && users.length === 1 ? users[0]! : null;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={single ? texts.deleteDialog.title : texts.bulkDeleteDialog.title(users.length)}
      description={
        single
          ? texts.deleteDialog.description(single.full_name, single.email)
          : texts.bulkDeleteDialog.description(users.length)
      }
      confirmLabel={texts.deleteDialog.confirm}
      cancelLabel={texts.deleteDialog.cancel}
      onConfirm={onConfirm}
      loading={deleting}
    >
      {!single && users.length > 0 && (
        <ul className="max-h-40 list-disc overflow-y-auto pl-5 text-sm text-slate-700">
          {users.map((user) => (
            <li key={user.id}>
              {user.full_name} ({user.email})
            </li>
          ))}
        </ul>
      )}
      {error && <Alert>{error}</Alert>}
    </ConfirmDialog>
  );
}
