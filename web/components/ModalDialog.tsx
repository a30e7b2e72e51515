import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  /** Label of the × button in the corner; no × without it. */
  closeLabel?: string;
  size?: 'md' | 'lg';
}

interface ModalDialogProps extends ModalProps {
  /** The element that had focus when the dialog opened: focus returns there. */
  openerRef: RefObject<HTMLElement | null>;
}

/** The Radix dialog behind Modal.tsx, in its own chunk: most first loads never open a dialog. */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel,
  size = 'md',
  openerRef,
}: ModalDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            const opener = openerRef.current;
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border border-slate-200 bg-white text-sm text-slate-900 shadow-xl focus:outline-none ${
            size === 'lg' ? 'max-w-3xl' : 'max-w-lg'
          }`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div className="flex flex-col gap-1">
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              {description && (
                <Dialog.Description className="text-sm text-slate-600">{description}</Dialog.Description>
              )}
            </div>
            {closeLabel && (
              <Dialog.Close
                aria-label={closeLabel}
                className="-mt-1 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-focus"
              >
                <X aria-hidden="true" className="size-4" />
              </Dialog.Close>
            )}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">
              {footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
