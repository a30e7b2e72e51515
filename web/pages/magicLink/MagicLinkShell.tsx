import type { ReactNode } from 'react';
import { generalTexts } from '../../../common/texts/general.ts';
import { Logo } from '../../components/Logo.tsx';

interface MagicLinkShellProps {
  /** The practice of the opened submission, once known. */
  practice?: string;
  /** Narrow for the messages and the code entry; wide for the submission. */
  wide?: boolean;
  children: ReactNode;
}

const MAIN_ID = 'main-content';

/** Moves focus to the page's main region, e.g. when an answer replaced the control that asked for it. */
export function focusMain() {
  document.getElementById(MAIN_ID)?.focus();
}

/** The frame of the magic-link page: outside the back office's layout, one column, phone first. */
export function MagicLinkShell({ practice, wide = false, children }: MagicLinkShellProps) {
  const width = wide ? 'max-w-5xl' : 'max-w-2xl';
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-sm text-slate-900">
      <header className="border-b border-slate-200 bg-white">
        <div className={`mx-auto flex min-h-14 w-full ${width} items-center gap-3 px-4 py-2`}>
          <Logo size="sm" />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="font-semibold text-slate-900">{generalTexts.productName}</span>
            {practice && <span className="truncate text-xs text-slate-600">{practice}</span>}
          </span>
        </div>
      </header>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={`mx-auto flex w-full ${width} flex-1 flex-col gap-6 px-4 py-6 outline-none sm:py-8`}
      >
        {children}
      </main>
    </div>
  );
}
