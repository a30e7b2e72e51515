import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { useOpenedOnce } from '../hooks/useOpenedOnce.ts';
import type { ModalProps } from './ModalDialog.tsx';

// Radix Dialog is 13 KB gzip: loaded when a dialog first opens, not with every page that could open one.
const ModalDialog = lazy(() =>
  import('./ModalDialog.tsx').then((module) => ({ default: module.ModalDialog })),
);

/** A centred modal dialog (Radix): traps focus, Escape closes it and focus returns to the opener. */
export function Modal(props: ModalProps) {
  const { open } = props;
  // Radix returns focus only to its own Trigger; these dialogs are opened by plain buttons, so remember the opener.
  const openerRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) openerRef.current = document.activeElement;
  }, [open]);
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} openerRef={openerRef} />
    </Suspense>
  );
}
