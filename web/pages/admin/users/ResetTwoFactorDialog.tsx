import { twoFactorTexts } from '../../../../common/texts/twoFactor.ts';
import type { AdminUserRecord } from '../../../api/adminUsers.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';

const texts = twoFactorTexts.admin;

interface ResetTwoFactorDialogProps {
  user: AdminUserRecord | null;
  onClose: () => void;
  onConfirm: () => void;
  resetting: boolean;
  error: string | null;
}

/** "2FA zurücksetzen" for a user who lost their phone: asks first, says what happens (sessions end). */
export function ResetTwoFactorDialog({
  user,
  onClose,
  onConfirm,
  resetting,
  error,
}: ResetTwoFactorDialogProps) {
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={texts.resetTitle(user?.full_name ?? '')}
      description={texts.resetDescription}
      confirmLabel={texts.resetConfirm}
      cancelLabel={texts.resetCancel}
      loading={resetting}
      onConfirm={onConfirm}
    >
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
