import { MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { submissionTexts } from '../../../common/texts/submission.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import type { ResendState } from './useResendMail.ts';

const texts = submissionTexts.resend;

interface ResendMailButtonProps {
  state: ResendState;
  onConfirm: () => void;
}

/** "E-Mail erneut senden" after a confirmation (spec 001 §5); spinner while it sends, off until the reload. */
export function ResendMailButton({ state, onConfirm }: ResendMailButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const sending = state.status === 'sending';
  const succeeded = state.status === 'done' && state.ok;

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setConfirming(true)}
        loading={sending}
        disabled={succeeded}
        icon={<Send aria-hidden="true" className="size-4" />}
      >
        {sending ? texts.sending : texts.button}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={texts.confirmTitle}
        description={texts.confirmDescription}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        variant="primary"
        onConfirm={() => {
          setConfirming(false);
          onConfirm();
        }}
      />
    </>
  );
}

/** The outcome in the section: the success message and the coming reload, or the failure. */
export function ResendMailNotice({ state }: { state: ResendState }) {
  const failed = state.status === 'done' && !state.ok;
  return (
    <>
      <div role="status" aria-live="polite" className="empty:hidden">
        {state.status === 'done' && state.ok && (
          <div
            data-testid="resend-success"
            className="flex gap-2 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800"
          >
            <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>
              <span className="font-medium">{state.message}</span> {texts.reloading}
            </p>
          </div>
        )}
      </div>
      {failed && (
        <div data-testid="resend-error">
          <Alert>{state.message}</Alert>
        </div>
      )}
    </>
  );
}
