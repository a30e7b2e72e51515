import { adminTenantTexts } from '../../../../common/texts/adminTenants.ts';
import type { TenantRow } from '../../../api/adminTenants.ts';
import { Alert } from '../../../components/Alert.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';

const texts = adminTenantTexts.delete;

interface DeleteTenantDialogProps {
  tenant: TenantRow | null;
  onClose: () => void;
  onConfirm: (tenant: TenantRow) => void;
  deleting: boolean;
  /** The server's reason when the last attempt failed. */
  error: string | null;
}

/** spec 001 §2.4 "delete tenant": warns what goes with it; enabled once the practice's ID is typed. */
export function DeleteTenantDialog({ tenant, onClose, onConfirm, deleting, error }: DeleteTenantDialogProps) {
  return (
    <ConfirmDialog
      open={tenant !== null}
      onOpenChange={(open) => !open && onClose()}
      title={texts.title(tenant?.name ?? '')}
      description={texts.description}
      confirmWord={tenant?.slug ?? ''}
      confirmWordLabel={texts.prompt(tenant?.slug ?? '')}
      confirmLabel={texts.confirm}
      cancelLabel={texts.cancel}
      onConfirm={() => tenant && onConfirm(tenant)}
      loading={deleting}
    >
      {error && <Alert title={texts.failed}>{error}</Alert>}
    </ConfirmDialog>
  );
}
