import { dashboardTexts } from '../../../common/texts/dashboard.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';

const texts = dashboardTexts.bulkDelete;

interface BulkDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  onConfirm: () => void;
  deleting: boolean;
  /** Instead of the selection's wording, e.g. whose requests these are (one person's, issue 43). */
  description?: string;
}

/** "Lösche N Einreichungen": enabled only once exactly "Löschen" is typed. */
export function BulkDeleteDialog({
  open,
  onOpenChange,
  count,
  onConfirm,
  deleting,
  description = texts.description,
}: BulkDeleteDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={texts.title(count)}
      description={description}
      confirmWord={texts.word}
      confirmWordLabel={texts.prompt}
      confirmLabel={texts.confirm}
      cancelLabel={texts.cancel}
      onConfirm={onConfirm}
      loading={deleting}
    />
  );
}
