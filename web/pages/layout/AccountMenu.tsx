import { ChevronDown, LogOut } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { layoutTexts } from '../../../common/texts/layout.ts';
import { sessionTexts } from '../../../common/texts/session.ts';
import { useLogoutEverywhere } from '../../api/session.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SecurityMenuItem } from '../account/SecurityMenuItem.tsx';

/**
 * The signed-in e-mail as a menu button; its menu holds "Überall abmelden" (after a confirmation). Arrow
 * keys, Escape and a click outside work as in a menu; focus returns to the button.
 */
export function AccountMenu({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const logoutEverywhere = useLogoutEverywhere();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    itemRef.current?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onMenuKey(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      // Up and down move between the items, wrapping around.
      event.preventDefault();
      const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
      const at = items.indexOf(document.activeElement as HTMLElement);
      items[(at + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length]?.focus();
    }
  }

  function onButtonKey(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  }

  return (
    <div ref={rootRef} className="relative min-w-0">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        title={email}
        onClick={() => setOpen((current) => !current)}
        onKeyDown={onButtonKey}
        className="inline-flex max-w-full min-w-0 items-center gap-1 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-focus"
      >
        <span className="min-w-0 truncate">
          <span className="sr-only">{layoutTexts.signedInAs} </span>
          {email}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={sessionTexts.accountMenu}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-40 mt-1 min-w-56 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          <button
            ref={itemRef}
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              setConfirming(true);
            }}
            className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {sessionTexts.logoutEverywhere}
          </button>
          <SecurityMenuItem onChosen={() => setOpen(false)} />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={sessionTexts.logoutEverywhereTitle}
        description={sessionTexts.logoutEverywhereDescription}
        confirmLabel={sessionTexts.logoutEverywhere}
        cancelLabel={sessionTexts.logoutEverywhereCancel}
        variant="primary"
        loading={logoutEverywhere.isPending}
        onConfirm={() => logoutEverywhere.mutate()}
      >
        {logoutEverywhere.isError && (
          <p role="alert" className="text-danger">
            {sessionTexts.logoutEverywhereFailed}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
