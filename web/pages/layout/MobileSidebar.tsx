import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { layoutTexts } from '../../../common/texts/layout.ts';
import { SidebarNav } from './SidebarNav.tsx';

interface MobileSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Below 1024 px the sidebar is a drawer: a modal dialog that traps focus and closes with Escape. */
export function MobileSidebar({ open, onOpenChange }: MobileSidebarProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-60 bg-white text-sm shadow-xl focus:outline-none"
        >
          <Dialog.Title className="sr-only">{layoutTexts.navigationTitle}</Dialog.Title>
          <SidebarNav onNavigate={() => onOpenChange(false)} />
          <Dialog.Close
            aria-label={layoutTexts.closeMenu}
            className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-focus"
          >
            <X aria-hidden="true" className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
