import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';
import { TextField } from './TextField.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Typed-word variant: the confirm button is enabled only when exactly this word was typed. */
  confirmWord?: string;
  /** Label of the text field of the typed-word variant. */
  confirmWordLabel?: string;
  variant?: 'primary' | 'danger';
  loading?: boolean;
  /** Shown above the buttons, e.g. an error of the last attempt. */
  children?: ReactNode;
}

/** Asks before something is done; optionally the user has to type a word first. Cancel clears the typed text. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  confirmWord,
  confirmWordLabel,
  variant = 'danger',
  loading = false,
  children,
}: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const formId = useId();

  // A dialog closed from outside (e.g. after the action succeeded) also starts empty next time.
  useEffect(() => {
    if (!open) setTyped('');
  }, [open]);
  const matches = confirmWord === undefined || typed === confirmWord;

  function change(next: boolean) {
    if (!next) setTyped('');
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (matches && !loading) onConfirm();
  }

  return (
    <Modal
      open={open}
      onOpenChange={change}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => change(false)}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant={variant} disabled={!matches} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-3">
        {confirmWord !== undefined && (
          <TextField
            label={confirmWordLabel ?? confirmWord}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        )}
        {children}
      </form>
    </Modal>
  );
}
