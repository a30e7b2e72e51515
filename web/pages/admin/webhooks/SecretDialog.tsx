import { KeyRound } from 'lucide-react';
import { webhooksAdminTexts } from '../../../../common/texts/webhooksAdmin.ts';
import { Button } from '../../../components/Button.tsx';
import { CopyButton } from '../../../components/CopyButton.tsx';
import { Modal } from '../../../components/Modal.tsx';

const texts = webhooksAdminTexts.secret;

interface SecretDialogProps {
  secret: string;
  /** After "Secret erneuern": also says that the old secret keeps signing for 24 hours. */
  rotated: boolean;
  onClose: () => void;
}

/** The signing secret, shown this once (the server never answers it again), with a copy button. */
export function SecretDialog({ secret, rotated, onClose }: SecretDialogProps) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={rotated ? texts.rotatedTitle : texts.createdTitle}
      description={texts.intro}
      footer={<Button onClick={onClose}>{texts.close}</Button>}
    >
      <div className="flex flex-col gap-3">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <KeyRound aria-hidden="true" className="size-4" />
          {texts.label}
        </p>
        <div className="flex flex-wrap items-start gap-2">
          <code
            data-testid="webhook-secret"
            className="min-w-0 flex-1 select-all break-all rounded-md border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
          >
            {secret}
          </code>
          <CopyButton what={texts.copyWhat} text={secret} />
        </div>
        <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {texts.onceOnly}
        </p>
        {rotated && <p className="text-sm text-slate-700">{texts.oldStillValid}</p>}
      </div>
    </Modal>
  );
}
