import { type FormEvent, useEffect, useId, useState } from 'react';
import { USER_ROLES, type UserRole } from '../../../../common/admin/userForm.ts';
import { adminUsersTexts } from '../../../../common/texts/adminUsers.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Select } from '../../../components/Select.tsx';

const texts = adminUsersTexts.bulkRoleDialog;

interface BulkRoleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  saving: boolean;
  error: string | null;
  onConfirm: (role: UserRole) => void;
}

/** Bulk "Rolle ändern" (spec 001 §2.4): one new role for every selected user. */
export function BulkRoleDialog({ open, onOpenChange, count, saving, error, onConfirm }: BulkRoleDialogProps) {
  const formId = useId();
  const [role, setRole] = useState<UserRole>('user');
  useEffect(() => {
    if (open) setRole('user');
  }, [open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!saving) onConfirm(role);
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={texts.title(count)}
      description={texts.description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {texts.confirm}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-3">
        <Select
          label={texts.role}
          value={role}
          onChange={(event) => setRole(event.target.value as UserRole)}
          options={USER_ROLES.map((value) => ({ value, label: adminUsersTexts.roleLabels[value] }))}
        />
        {role === 'user' && <p className="text-sm text-slate-600">{texts.demoteHint}</p>}
        {error && <Alert>{error}</Alert>}
      </form>
    </Modal>
  );
}
